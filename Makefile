# Teller: every target sets itself up; a fresh machine needs only python3 (with venv) and make.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
# What `make run` needs (the app and its sandbox), and on top of it what `make test` needs
# (pytest, ruff, mypy, import-linter...). Each stamp is redone when pyproject.toml changes.
RUN_STAMP := $(VENV)/.installed-run
DEV_STAMP := $(VENV)/.installed-dev
PACKAGE_STAMP := $(VENV)/.installed-package
# pip speaks while it works (downloads with their progress bars, then what it installs):
# the first install takes a minute or more and must not look like a hang.
PIP_INSTALL := $(BIN)/python -m pip install --progress-bar on --disable-pip-version-check
DIST ?= dist
PREFIX_DATA ?= $(or $(XDG_DATA_HOME),$(HOME)/.local/share)
APPLICATIONS := $(PREFIX_DATA)/applications
ICONS := $(PREFIX_DATA)/icons/hicolor/scalable/apps
# Teller's Spanish: resources/translations/teller_es.ts is the source (committed); its .qm is
# compiled here (git-ignored) before anything loads it: run, pytest, screenshots, package.
# `make translations` rescans app/ for new or changed strings into the .ts.
TRANSLATIONS := resources/translations
QM := $(TRANSLATIONS)/teller_es.qm

.PHONY: run sandbox test lint typecheck imports pytest screenshots package install uninstall \
	bench clean venv translations screenshots-es screenshots-fit

# A usable venv is one whose python can run pip. A half-made one (python3-venv was missing
# at the first try: bin/python exists, pip does not) is removed and made again; a venv that
# cannot be made is removed at once, so that the next `make` starts clean.
venv:
	@if ! $(BIN)/python -m pip --version >/dev/null 2>&1; then \
		if [ -e $(VENV) ]; then echo "$(VENV) is incomplete (no pip in it); making it again."; fi; \
		rm -rf $(VENV); \
		echo "Creating $(VENV) with $(PYTHON)..."; \
		$(PYTHON) -m venv $(VENV) || { rm -rf $(VENV); \
			echo "Could not create $(VENV): install the venv module (on Debian and Ubuntu: apt-get install python3-venv), then run make again." >&2; \
			exit 1; }; \
		$(PIP_INSTALL) --upgrade pip; \
	fi

$(RUN_STAMP): pyproject.toml | venv
	@echo "Installing Teller and what it needs to run into $(VENV)..."
	$(PIP_INSTALL) -e .
	@echo "Installing OCR for scanned documents (optional: Teller says so when it is missing)..."
	-$(PIP_INSTALL) -e '.[ocr]' || echo "OCR could not be installed; Teller reads text layers only."
	touch $@

# The dev extras include everything running needs, so this stamp vouches for both.
$(DEV_STAMP): pyproject.toml | venv
	@echo "Installing Teller with its test and lint tools into $(VENV)..."
	$(PIP_INSTALL) -e '.[dev]'
	touch $(RUN_STAMP) $@

$(PACKAGE_STAMP): $(RUN_STAMP)
	@echo "Installing PyInstaller into $(VENV)..."
	$(PIP_INSTALL) -e '.[package]'
	touch $@

# The compiled catalogue, remade when its .ts changes (PySide6's lrelease, from the venv).
$(QM): $(TRANSLATIONS)/teller_es.ts | $(RUN_STAMP)
	$(BIN)/python -m tools.translations build

translations: venv $(RUN_STAMP)
	$(BIN)/python -m tools.translations update
	$(BIN)/python -m tools.translations build

run: venv $(RUN_STAMP) $(QM)
	$(BIN)/teller

sandbox: venv $(RUN_STAMP)
	$(BIN)/teller-sandbox

lint: venv $(DEV_STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck: venv $(DEV_STAMP)
	$(BIN)/mypy

imports: venv $(DEV_STAMP)
	$(BIN)/lint-imports

pytest: venv $(DEV_STAMP) $(QM)
	$(BIN)/pytest -q

test: lint typecheck imports pytest

screenshots: venv $(DEV_STAMP) $(QM)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m tools.screenshots docs/screenshots

# The same screens in Spanish, in their own folder.
screenshots-es: venv $(DEV_STAMP) $(QM)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m tools.screenshots docs/screenshots/es --language es

# The screens on a 1366 x 768 laptop and on a 1920 x 1080 screen at 200 % (960 x 540 of room).
screenshots-fit: venv $(DEV_STAMP) $(QM)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m tools.screenshots docs/screenshots/1366x768 --screen 1366x768
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m tools.screenshots docs/screenshots/200-percent --screen 1920x1080 --scale 2

# The bundle holds only what running needs: packaging/teller.spec leaves the dev tools out
# even when this venv has them.
package: venv $(PACKAGE_STAMP) $(QM)
	$(BIN)/pyinstaller --noconfirm --clean --distpath dist --workpath build packaging/teller.spec
	cp packaging/teller.desktop resources/icons/teller.svg dist/teller/
	smoke=$$(mktemp -d) && XDG_CONFIG_HOME=$$smoke XDG_DATA_HOME=$$smoke \
		QT_QPA_PLATFORM=offscreen dist/teller/teller --smoke-test; \
		status=$$?; rm -rf "$$smoke"; exit $$status

# Per user: the launcher entry and the icon, pointing at the packaged binary in $(DIST)/teller
# (build it first with `make package`; move dist/teller where it will live, then install with
# DIST=that folder's parent). `make uninstall` removes exactly these two files.
install:
	@test -x $(DIST)/teller/teller || { echo "$(DIST)/teller/teller is missing: run make package first." >&2; exit 1; }
	mkdir -p $(APPLICATIONS) $(ICONS)
	sed -e 's|^Exec=.*|Exec="$(abspath $(DIST)/teller/teller)"|' \
		packaging/teller.desktop > $(APPLICATIONS)/teller.desktop
	cp resources/icons/teller.svg $(ICONS)/teller.svg
	-command -v update-desktop-database >/dev/null && update-desktop-database $(APPLICATIONS)
	-command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t $(PREFIX_DATA)/icons/hicolor
	@echo "Teller is in your applications menu (launcher: $(APPLICATIONS)/teller.desktop)."

uninstall:
	rm -f $(APPLICATIONS)/teller.desktop $(ICONS)/teller.svg
	-command -v update-desktop-database >/dev/null && update-desktop-database $(APPLICATIONS)
	-command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t $(PREFIX_DATA)/icons/hicolor

# Every benchmark, each printing its figures beside a baseline measured in the same run
# (docs/performance.md). The quick ones take about five minutes in all; `make bench LONG=1`
# adds those that seed 100,000 to 1,000,000 orders or load the sandbox for minutes;
# `make bench SOAK=1` a 15-minute soak of fast review and auto-refresh (MINUTES=3 for less).
bench: venv $(DEV_STAMP) $(QM)
	$(BIN)/python -m benchmarks.startup
	$(BIN)/python -m benchmarks.sign_in_to_main
	$(BIN)/python -m benchmarks.client_paging
	$(BIN)/python -m benchmarks.memory
	$(BIN)/python -m benchmarks.stalls
	$(BIN)/python -m benchmarks.compliance_case
	$(BIN)/python -m benchmarks.compliance_queue
	$(BIN)/python -m benchmarks.review_store
	$(BIN)/python -m benchmarks.evidence
ifdef LONG
	$(BIN)/python -m benchmarks.export
	$(BIN)/python -m benchmarks.orders_view
	$(BIN)/python -m benchmarks.sandbox_orders
	$(BIN)/python -m benchmarks.sandbox_load
	$(BIN)/python -m benchmarks.compliance_pdf_libraries
endif
ifdef SOAK
	$(BIN)/python -m benchmarks.soak --minutes $(or $(MINUTES),15)
endif

clean:
	rm -rf $(VENV) build dist .mypy_cache .ruff_cache
