"""The members of a shareholder's kyc payload (``kyc.data``), as the provider shapes them.

Their own floor, below both the request that carries them (onboarding.py) and the rules
that check them (kyc_rules.py), so neither imports the other's owner.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict
from pydantic.alias_generators import to_camel


class KycShape(BaseModel):
    """kyc.data members: meaning not shown by the spec, so unknown members pass through."""

    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, extra="allow")


class DataInt(KycShape):
    data: int | None = None


class DataObject(KycShape):
    data: dict[str, Any] | None = None


class Computed(KycShape):
    age: DataInt | None = None
    is_document_expired: DataObject | None = None


class AppFingerprint(KycShape):
    platform: str | None = None
    version: str | None = None


class VersionedFingerprint(KycShape):
    major: str | None = None
    name: str | None = None
    version: str | None = None


class DeviceType(KycShape):
    type: str | None = None


class DeviceFingerprint(KycShape):
    app: AppFingerprint | None = None
    browser: VersionedFingerprint | None = None
    device: DeviceType | None = None
    engine: VersionedFingerprint | None = None
    os: VersionedFingerprint | None = None
    ip: str | None = None
    ua: str | None = None


class KycStep(KycShape):
    id: str | None = None
    status: int | None = None
    data: dict[str, Any] | None = None
    error: dict[str, Any] | None = None


class KycDocument(KycShape):
    country: str | None = None
    region: str | None = None
    type: str | None = None
    fields: dict[str, Any] | None = None
    merchant_fields: list[dict[str, Any]] | None = None
    photos: list[str] | None = None
    steps: list[KycStep] | None = None


class KycFlow(KycShape):
    id: str | None = None
    name: str | None = None


class KycIdentity(KycShape):
    id: str | None = None
    status: str | None = None


class KycMetadata(KycShape):
    user_id: str | None = None


class KycData(KycShape):
    computed: Computed | None = None
    device_fingerprint: DeviceFingerprint | None = None
    documents: list[KycDocument] | None = None
    expired: bool | None = None
    flow: KycFlow | None = None
    has_problem: bool | None = None
    id: str | None = None
    identity: KycIdentity | None = None
    mas_job_to_be_postpone: bool | None = None
    metadata: KycMetadata | None = None
    profile_id: str | None = None
    steps: list[KycStep] | None = None
    video_agreement: list[dict[str, Any]] | None = None
