"""The seeded KYB cases, as a reviewer meets them: which business is at which step, with
which papers and shareholders, and the evidence each carries for the checks of
app/services/evidence (issue 25). Days count back from the seed's anchor (2026-11-20); the
desk's tests judge on the anchor + 6 days (2026-11-26).

| business | newest session | what a reviewer finds |
|---|---|---|
| Andes Logística SAS | IN_REVIEW | 3-page certificate, articles, proof of address (an outdated bill deleted), three ID cards: one passed, one expired (KYC rejected), one scanned sideways (KYC pending after a request for more) |
| Mercado Verde SA de CV | APPROVED | an earlier session REJECTED; two shareholders passed. The clean case: every declared detail is what its papers say, RFC valid |
| Puerto Norte Trading SL | REJECTED | proof of address older than three months; one shareholder's face match failed |
| Blue Harbor Imports LLC | CREATED | new: one ID card so far, its shareholder's KYC just started |
| Pampa Agro SRL | none | no session yet |
| Lotus Components Ltd | IN_REVIEW | a scanned certificate (no text layer: OCR only); its shareholder asked for more information |

Every case with papers declares its ``owners`` ("name, document, percent %; ..."). What each
check of a reviewer finds, and where:

| check (FlagKind) | case | the evidence |
|---|---|---|
| declared_differs | Andes | registration declared "03456789-00", the certificate reads "03.456.789" |
| id_expired | Andes | Andrés Felipe Cárdenas Rojas's cédula expired on 2025-03-14 (card and payload) |
| id_expiring | Blue Harbor | Javier Quispe Mamani's DNI expires on 2026-12-14 |
| underage | Lotus | Camila Chen Lam, born 2009-07-18 (17), holds 5 %; her age check erred too |
| checksum | Puerto Norte | NIF B87654321: its check character is wrong (everywhere it is written) |
| company_name_differs | Puerto Norte | the bill is addressed to "Puerto Norte Comercial SL" |
| address_proof_old | Puerto Norte | the bill of February 2026, uploaded in September 2026 |
| screening (match) | Andes | Valeria Ospina Restrepo on the Colombia PEP register (88.0) |
| screening (error) | Blue Harbor | Javier's IP check: ipValidation.serviceUnavailable; also Rodrigo's document reading (Andes), Óscar's face match (Puerto Norte) |
| owner_without_kyc | Lotus | Kenneth Wong Ka Ho, 30 % on the certificate, no shareholder record |
| shares_not_100 | Blue Harbor | declared owners add up to 90 % |
| none (clean) | Mercado Verde | newest session: name, legal form, RFC, registration, address and owners (60 + 40) as its papers say; IDs valid to 2029-2030; adults; bill dated within 3 months of its upload; screening clear |
"""

from __future__ import annotations

from datetime import date

from sandbox.seed_files.company_papers import CompanyProfile, Owner
from sandbox.seed_kyb_people import (
    ANDES_HOLDERS,
    BLUE_HARBOR_HOLDERS,
    LOTUS_HOLDERS,
    MERCADO_HOLDERS,
    PUERTO_HOLDERS,
)
from sandbox.seed_kyb_shapes import (
    Case,
    Paper,
    Session,
    certificate_owners,
    declared_owners,
    id_cards,
)

ANDES_OWNERS = certificate_owners(ANDES_HOLDERS)
MERCADO_OWNERS = certificate_owners(MERCADO_HOLDERS)
PUERTO_OWNERS = certificate_owners(PUERTO_HOLDERS)
# Kenneth Wong holds 30 % on the certificate and was never added as a shareholder.
LOTUS_OWNERS = (
    *certificate_owners(LOTUS_HOLDERS[:1]),
    Owner("Kenneth Wong Ka Ho", "HKID K654321(9)", 30),
    *certificate_owners(LOTUS_HOLDERS[1:]),
)
# Declared by the applicant, who forgot a tenth: the shares add up to 90 %.
BLUE_HARBOR_OWNERS = (Owner("Javier Quispe Mamani", "DNI 45873210", 90),)


CASES: dict[str, Case] = {
    "Andes Logística SAS": Case(
        profile=CompanyProfile(
            name="Andes Logística SAS",
            country="CO",
            legal_form="Sociedad por Acciones Simplificada",
            registry="Cámara de Comercio de Bogotá",
            registration="Matrícula mercantil 03.456.789",
            tax_label="NIT",
            tax_id="901.234.567-7",
            address="Calle 93B #13-44, oficina 302",
            city="Bogotá",
            incorporated=date(2019, 4, 8),
            capital="COP 850.000.000",
            shares=850_000,
            purpose=(
                "El transporte terrestre de carga nacional e internacional, el almacenamiento y "
                "la distribución de mercancías, la intermediación aduanera y cualquier actividad "
                "comercial o civil lícita relacionada con la logística."
            ),
            owners=ANDES_OWNERS,
            representative="Valeria Ospina Restrepo",
        ),
        sessions=(
            Session(
                opened=40,
                states=(("CREATED", 0), ("IN_REVIEW", 15.3)),
                papers=(
                    Paper(
                        "old_bill", "ADDRESS", "UTILITY_BILL", "factura-luz-{month}.pdf", 0.2, 3.1
                    ),
                    Paper(
                        "certificate",
                        "COMPANY",
                        "CERTIFICATE_OF_INCORPORATION",
                        "certificado-existencia-andes.pdf",
                        0.3,
                    ),
                    Paper(
                        "articles",
                        "COMPANY",
                        "ARTICLES_OF_ASSOCIATION",
                        "estatutos-andes-logistica.pdf",
                        0.4,
                    ),
                    *id_cards(3),
                    Paper("bill", "ADDRESS", "PROOF_OF_ADDRESS", "factura-luz-{month}.pdf", 3.2),
                ),
            ),
        ),
        holders=ANDES_HOLDERS,
        details=(
            (
                40,
                {
                    "state": "CREATED",
                    "legalForm": "SAS",
                    "taxId": "NIT 901.234.567-7",
                    "registrationNumber": "03.456.789",
                    "owners": declared_owners(ANDES_OWNERS),
                    "address": "Carrera 7 #71-21, Bogotá",
                    "phone": "+57 601 555 0142",
                },
            ),
            (36.9, {"address": "Calle 93B #13-44, oficina 302, Bogotá"}),
            (33.0, {"registrationNumber": "03456789-00", "website": "andeslogistica.example"}),
            (24.7, {"state": "IN_REVIEW"}),
        ),
        utility="Energía de la Sabana S.A. E.S.P.",
        bill_amount="COP 1.874.300",
    ),
    "Mercado Verde SA de CV": Case(
        profile=CompanyProfile(
            name="Mercado Verde SA de CV",
            country="MX",
            legal_form="Sociedad Anónima de Capital Variable",
            registry="Registro Público de Comercio de la Ciudad de México",
            registration="Folio mercantil electrónico N-2017045812",
            tax_label="RFC",
            tax_id="MVE170512K46",
            address="Av. Paseo de la Reforma 222, piso 8, col. Juárez",
            city="Ciudad de México",
            incorporated=date(2017, 5, 12),
            capital="MXN 2,500,000.00",
            shares=25_000,
            purpose=(
                "La compraventa, importación, exportación y distribución de frutas, verduras y "
                "productos agrícolas orgánicos, así como la operación de centros de acopio y "
                "la prestación de servicios de comercialización a productores."
            ),
            owners=MERCADO_OWNERS,
            representative="Guadalupe Navarro Ibáñez",
        ),
        sessions=(
            Session(
                opened=150,
                states=(("CREATED", 0), ("IN_REVIEW", 4.2), ("REJECTED", 9.1)),
                papers=(
                    Paper(
                        "certificate",
                        "COMPANY",
                        "CERTIFICATE_OF_INCORPORATION",
                        "acta-constitutiva.pdf",
                        0.3,
                    ),
                    Paper("old_bill", "ADDRESS", "UTILITY_BILL", "recibo-luz-{month}.pdf", 0.4),
                ),
            ),
            Session(
                opened=60,
                states=(("CREATED", 0), ("IN_REVIEW", 6.0), ("APPROVED", 11.5)),
                papers=(
                    Paper(
                        "certificate",
                        "COMPANY",
                        "CERTIFICATE_OF_INCORPORATION",
                        "acta-constitutiva-mercado-verde.pdf",
                        0.2,
                    ),
                    Paper("articles", "COMPANY", "ARTICLES_OF_ASSOCIATION", "estatutos.pdf", 0.3),
                    Paper("bill", "ADDRESS", "PROOF_OF_ADDRESS", "recibo-luz-{month}.pdf", 0.4),
                    *id_cards(2),
                ),
            ),
        ),
        holders=MERCADO_HOLDERS,
        details=(
            (
                150,
                {
                    "kybSessionId": "#0",
                    "state": "CREATED",
                    "legalForm": "SA de CV",
                    "taxId": "RFC MVE170512K46",
                    "address": "Av. Insurgentes Sur 1458, Ciudad de México",
                    "owners": declared_owners(MERCADO_OWNERS),
                },
            ),
            (
                140.9,
                {
                    "state": "REJECTED",
                    "rejectionReason": "Comprobante de domicilio con más de tres meses.",
                },
            ),
            (
                60,
                {
                    "kybSessionId": "#1",
                    "state": "CREATED",
                    # as the certificate and the bill write it: the clean case
                    "address": "Av. Paseo de la Reforma 222, piso 8, col. Juárez, Ciudad de México",
                    "registrationNumber": "N-2017045812",
                    "rejectionReason": "",
                },
            ),
            (54.0, {"state": "IN_REVIEW"}),
            (48.5, {"state": "APPROVED", "riskLevel": "LOW"}),
        ),
        utility="Luz del Valle de México",
        bill_amount="MXN 8,412.00",
    ),
    "Puerto Norte Trading SL": Case(
        profile=CompanyProfile(
            name="Puerto Norte Trading SL",
            country="ES",
            legal_form="Sociedad de Responsabilidad Limitada",
            registry="Registro Mercantil de Madrid",
            registration="Tomo 41.236, folio 112, hoja M-731204",
            tax_label="NIF",
            tax_id="B87654321",
            address="Calle de Alcalá 214, 3.º B",
            city="Madrid",
            incorporated=date(2020, 10, 19),
            capital="EUR 60.000,00",
            shares=6_000,
            purpose=(
                "La importación, la exportación y el comercio al por mayor de productos "
                "alimentarios y de menaje, así como la consignación y el transporte marítimo "
                "de mercancías."
            ),
            owners=PUERTO_OWNERS,
            representative="Nuria Beltrán Soler",
        ),
        sessions=(
            Session(
                opened=75,
                states=(("CREATED", 0), ("IN_REVIEW", 5.0), ("REJECTED", 12.2)),
                papers=(
                    Paper(
                        "certificate",
                        "COMPANY",
                        "CERTIFICATE_OF_INCORPORATION",
                        "escritura-constitucion.pdf",
                        0.1,
                    ),
                    Paper(
                        "old_bill",
                        "ADDRESS",
                        "PROOF_OF_ADDRESS",
                        "factura-luz-{month}.pdf",
                        0.2,
                        addressee="Puerto Norte Comercial SL",  # not the certificate's name
                    ),
                    *id_cards(2, uploaded_from=0.3),
                ),
            ),
        ),
        holders=PUERTO_HOLDERS,
        details=(
            (
                75,
                {
                    "state": "CREATED",
                    "legalForm": "SL",
                    "taxId": "NIF B87654321",  # its check letter is wrong (3 is right)
                    "address": "Calle de Alcalá 214, 3.º B, Madrid",
                    "owners": declared_owners(PUERTO_OWNERS),
                },
            ),
            (70.0, {"state": "IN_REVIEW"}),
            (
                62.8,
                {
                    "state": "REJECTED",
                    "rejectionReason": (
                        "El justificante de domicilio tiene más de tres meses y la verificación "
                        "de un socio no superó la comparación facial."
                    ),
                },
            ),
        ),
        utility="Eléctrica del Manzanares S.A.",
        bill_amount="EUR 312,45",
    ),
    "Blue Harbor Imports LLC": Case(
        profile=None,
        sessions=(Session(opened=2, states=(("CREATED", 0),), papers=id_cards(1, 0.1)),),
        holders=BLUE_HARBOR_HOLDERS,
        details=(
            (
                2,
                {
                    "state": "CREATED",
                    "legalForm": "LLC",
                    "taxId": "EIN 84-1234567",
                    "owners": declared_owners(BLUE_HARBOR_OWNERS),
                },
            ),
        ),
    ),
    "Lotus Components Ltd": Case(
        profile=CompanyProfile(
            name="Lotus Components Ltd",
            country="HK",
            legal_form="Private company limited by shares",
            registry="Registro de Sociedades de Hong Kong (traducción jurada)",
            registration="Número de sociedad 2874561",
            tax_label="BR",
            tax_id="71234567-000",
            address="1 Queen's Road Central, piso 18",
            city="Hong Kong",
            incorporated=date(2016, 9, 1),
            capital="HKD 1,000,000.00",
            shares=10_000,
            purpose=(
                "El diseño, la fabricación por encargo y la distribución de componentes "
                "electrónicos para la industria del transporte y la logística."
            ),
            owners=LOTUS_OWNERS,
            representative="Sofía Lam Ortiz",
        ),
        sessions=(
            Session(
                opened=20,
                states=(("CREATED", 0), ("IN_REVIEW", 3.0)),
                papers=(
                    Paper(
                        "certificate",
                        "COMPANY",
                        "CERTIFICATE_OF_INCORPORATION",
                        "certificate-of-incorporation-traduccion.pdf",
                        0.2,
                        scanned=True,
                    ),
                    *id_cards(2, 0.3),
                ),
            ),
        ),
        holders=LOTUS_HOLDERS,
        details=(
            (
                20,
                {
                    "state": "CREATED",
                    "legalForm": "Ltd",
                    "taxId": "BR 71234567-000",
                    "owners": declared_owners(LOTUS_OWNERS),
                },
            ),
            (17.0, {"state": "IN_REVIEW"}),
        ),
    ),
}
