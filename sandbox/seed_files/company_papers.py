"""A company's papers as PDF, in Spanish: the certificate of incorporation (three pages), the
articles of association and a utility bill as proof of address. Fictional registries."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from sandbox.seed_files.pdf import A4, Page, pdf_bytes

LEFT, RIGHT = 60, A4[0] - 60
MONTHS = (
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
)


@dataclass(frozen=True)
class Owner:
    name: str
    document: str  # e.g. "C.C. 1.020.345.678"
    share: int  # percent


@dataclass(frozen=True)
class CompanyProfile:
    name: str
    country: str
    legal_form: str  # "Sociedad por Acciones Simplificada"
    registry: str  # who certifies: "Cámara de Comercio de Bogotá"
    registration: str  # "Matrícula mercantil 03.456.789"
    tax_label: str  # NIT, RFC, NIF, CUIT
    tax_id: str
    address: str
    city: str
    incorporated: date
    capital: str  # "COP 850.000.000"
    shares: int
    purpose: str
    owners: tuple[Owner, ...]
    representative: str


def spanish_date(moment: date) -> str:
    return f"{moment.day} de {MONTHS[moment.month - 1]} de {moment.year}"


def _pdf_date(moment: date) -> str:
    return f"D:{moment:%Y%m%d}090000Z"


def _header(
    page: Page, company: CompanyProfile, number: int, total: int, issuer: str | None = None
) -> None:
    page.text(LEFT, 800, (issuer or company.registry).upper(), 9, bold=True, gray=0.3)
    page.right_text(RIGHT, 800, f"Página {number} de {total}", 9)
    page.line(LEFT, 792, RIGHT, 792)
    page.line(LEFT, 50, RIGHT, 50, 0.4)
    page.text(LEFT, 38, f"{company.name} · {company.tax_label} {company.tax_id}", 8, gray=0.4)
    page.right_text(RIGHT, 38, "Documento de muestra del sandbox de Teller", 8)


def _table(page: Page, y: float, rows: list[tuple[str, str]], label_width: float = 170) -> float:
    for label, value in rows:
        page.text(LEFT, y, label, 10, bold=True)
        y = page.paragraph(LEFT + label_width, y, value, RIGHT - LEFT - label_width) - 4
    return y


def certificate_of_incorporation(company: CompanyProfile, issued: date) -> bytes:
    title = "CERTIFICADO DE EXISTENCIA Y REPRESENTACIÓN LEGAL"
    first, second, third = Page(), Page(), Page()
    for number, page in enumerate((first, second, third), start=1):
        _header(page, company, number, 3)
    first.centered_text(740, title, 13, bold=True)
    first.centered_text(720, "de la sociedad", 11)
    first.centered_text(700, company.name.upper(), 15, bold=True)
    y = first.paragraph(
        LEFT,
        660,
        f"{company.registry}, en ejercicio de sus funciones de registro, certifica que la "
        f"sociedad identificada a continuación se encuentra inscrita y vigente en el registro "
        f"mercantil a la fecha de expedición de este certificado.",
        RIGHT - LEFT,
    )
    y = _table(
        first,
        y - 16,
        [
            ("Razón social", company.name),
            ("Forma jurídica", company.legal_form),
            (company.tax_label, company.tax_id),
            ("Inscripción", company.registration),
            ("Fecha de constitución", spanish_date(company.incorporated)),
            ("Domicilio social", f"{company.address}, {company.city}"),
            ("Duración", "Indefinida"),
            ("Estado", "Activa"),
        ],
    )
    first.paragraph(
        LEFT,
        y - 16,
        "La sociedad fue constituida por documento privado otorgado por sus socios fundadores "
        "e inscrita en esta entidad en la misma fecha, bajo el número indicado arriba.",
        RIGHT - LEFT,
    )
    second.text(LEFT, 750, "OBJETO SOCIAL", 12, bold=True)
    y = second.paragraph(LEFT, 728, company.purpose, RIGHT - LEFT)
    second.text(LEFT, y - 18, "CAPITAL", 12, bold=True)
    y = _table(
        second,
        y - 40,
        [
            ("Capital suscrito y pagado", company.capital),
            ("Número de acciones", _thousands(company.shares)),
        ],
    )
    second.text(LEFT, y - 18, "COMPOSICIÓN ACCIONARIA", 12, bold=True)
    y -= 44
    second.rect(LEFT, y - 4, RIGHT - LEFT, 18, fill=0.9)
    second.text(LEFT + 6, y, "Socio", 10, bold=True)
    second.text(LEFT + 250, y, "Documento", 10, bold=True)
    second.right_text(RIGHT - 6, y, "Participación", 10, bold=True)
    for owner in company.owners:
        y -= 20
        second.text(LEFT + 6, y, owner.name, 10)
        second.text(LEFT + 250, y, owner.document, 10)
        second.right_text(RIGHT - 6, y, f"{owner.share} %", 10)
    second.line(LEFT, y - 8, RIGHT, y - 8, 0.4)
    third.text(LEFT, 750, "REPRESENTACIÓN LEGAL", 12, bold=True)
    y = third.paragraph(
        LEFT,
        728,
        f"La representación legal de la sociedad corresponde a {company.representative}, "
        "quien podrá celebrar toda clase de actos y contratos comprendidos dentro del objeto "
        "social sin límite de cuantía, salvo los que los estatutos reserven a la asamblea.",
        RIGHT - LEFT,
    )
    y = third.paragraph(
        LEFT,
        y - 12,
        "Los actos de enajenación de activos por un valor superior al cincuenta por ciento "
        "del patrimonio requieren la autorización previa de la asamblea de accionistas.",
        RIGHT - LEFT,
    )
    third.text(LEFT, y - 40, f"Expedido en {company.city} el {spanish_date(issued)}.", 10)
    third.line(LEFT, y - 110, LEFT + 200, y - 110)
    third.text(LEFT, y - 124, "Secretaría de registro", 9)
    code = f"Código de verificación: {abs(hash_text(company.name + str(issued))) % 10**10:010d}"
    third.text(LEFT, y - 150, code, 9, gray=0.3)
    return pdf_bytes(
        [first, second, third],
        title=title.title(),
        author=company.registry,
        created=_pdf_date(issued),
    )


def articles_of_association(company: CompanyProfile) -> bytes:
    title = f"ESTATUTOS SOCIALES DE {company.name.upper()}"
    articles = [
        ("Denominación", f"La sociedad se denomina {company.name}, {company.legal_form}."),
        ("Domicilio", f"El domicilio social se fija en {company.address}, {company.city}."),
        ("Objeto", company.purpose),
        ("Duración", "La sociedad tendrá una duración indefinida."),
        (
            "Capital social",
            f"El capital social es de {company.capital}, dividido en "
            f"{_thousands(company.shares)} acciones nominativas de igual valor.",
        ),
        (
            "Transmisión de acciones",
            "La transmisión de acciones a terceros requiere la autorización previa de la "
            "asamblea, que gozará de un derecho de adquisición preferente.",
        ),
        (
            "Asamblea",
            "La asamblea de accionistas se reunirá al menos una vez al año, dentro de los tres "
            "meses siguientes al cierre del ejercicio.",
        ),
        (
            "Administración",
            f"La administración y representación corresponde a {company.representative}.",
        ),
        ("Ejercicio social", "El ejercicio social coincide con el año natural."),
        (
            "Disolución",
            "La sociedad se disolverá por las causas previstas en la ley y en estos estatutos.",
        ),
    ]
    pages = [Page(), Page()]
    for number, page in enumerate(pages, start=1):
        _header(page, company, number, len(pages), issuer=company.name)
    pages[0].centered_text(740, title, 13, bold=True)
    page, y = pages[0], 700.0
    for index, (heading, body) in enumerate(articles, start=1):
        if index == 6:
            page, y = pages[1], 750.0
        page.text(LEFT, y, f"Artículo {index}. {heading}.", 11, bold=True)
        y = page.paragraph(LEFT, y - 18, body, RIGHT - LEFT) - 14
    return pdf_bytes(
        pages, title=title.title(), author=company.name, created=_pdf_date(company.incorporated)
    )


def utility_bill(
    company: CompanyProfile, utility: str, period: date, amount: str, addressee: str = ""
) -> bytes:
    """A one-page electricity bill for the company's address, for the month of ``period``;
    ``addressee``: the name the utility has on file, when it is not the company's own."""
    page = Page()
    page.rect(LEFT, 770, RIGHT - LEFT, 36, fill=0.15)
    page.text(LEFT + 12, 782, utility.upper(), 14, bold=True, gray=1)
    page.text(LEFT, 730, "FACTURA DE ELECTRICIDAD", 16, bold=True)
    page.text(LEFT, 712, f"Periodo de facturación: {MONTHS[period.month - 1]} de {period.year}", 10)
    y = _table(
        page,
        680,
        [
            ("Titular", addressee or company.name),
            (company.tax_label, company.tax_id),
            ("Dirección de suministro", f"{company.address}, {company.city}"),
            ("Número de cliente", f"{abs(hash_text(company.name)) % 10**8:08d}"),
            ("Consumo del periodo", "1.284 kWh"),
            ("Total a pagar", amount),
            ("Fecha de emisión", spanish_date(period.replace(day=5))),
        ],
        label_width=180,
    )
    page.paragraph(
        LEFT,
        y - 20,
        "Este documento sirve como justificante de domicilio del titular en la dirección de "
        "suministro indicada. Conserve esta factura.",
        RIGHT - LEFT,
        9,
        12,
    )
    page.line(LEFT, 60, RIGHT, 60)
    page.text(LEFT, 40, "Documento de muestra del sandbox de Teller", 8, gray=0.4)
    return pdf_bytes(
        [page], title="Factura de electricidad", author=utility, created=_pdf_date(period)
    )


def _thousands(number: int) -> str:
    """850.000, as Spanish writes it."""
    return f"{number:,}".replace(",", ".")


def hash_text(text: str) -> int:
    """A stable number from text (``hash`` changes per process)."""
    value = 0
    for ch in text:
        value = (value * 131 + ord(ch)) % (2**61 - 1)
    return value
