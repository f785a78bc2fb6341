# Teller: every target sets itself up; a fresh machine needs only python3 (with venv) and make.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run sandbox test lint typecheck imports pytest screenshots package bench clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/teller

sandbox: $(STAMP)
	$(BIN)/teller-sandbox

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck: $(STAMP)
	$(BIN)/mypy

imports: $(STAMP)
	$(BIN)/lint-imports

pytest: $(STAMP)
	$(BIN)/pytest -q

test: lint typecheck imports pytest

screenshots: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m tools.screenshots docs/screenshots

package: $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[package]'
	$(BIN)/pyinstaller --noconfirm --clean --distpath dist --workpath build packaging/teller.spec
	cp packaging/teller.desktop resources/icons/teller.svg dist/teller/
	smoke=$$(mktemp -d) && XDG_CONFIG_HOME=$$smoke XDG_DATA_HOME=$$smoke \
		QT_QPA_PLATFORM=offscreen dist/teller/teller --smoke-test; \
		status=$$?; rm -rf "$$smoke"; exit $$status

bench: $(STAMP)
	$(BIN)/python -m benchmarks.startup
	$(BIN)/python -m benchmarks.client_paging
	$(BIN)/python -m benchmarks.sandbox_orders

clean:
	rm -rf $(VENV) build dist .mypy_cache .ruff_cache
