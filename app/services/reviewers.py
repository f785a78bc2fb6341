"""Who does a review: a named person with a signing key.

The seam the team review builds on (issue 24): the door stamps every record with the author's
key id, the journal writes it (signed by that key), and everything that needs to tell two
people apart (four-eyes decisions, claims) compares key ids, never display names, which anyone
may choose twice. How keys are made and kept (Ed25519, the private key in the OS keyring, the
public key registered in the review store) lives with the store; this module is only the
identity every other part passes around.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Reviewer:
    key_id: str  # the SHA-256 of the raw Ed25519 public key, hex: what tells people apart
    name: str  # what people read; not unique, never compared for a rule

    @property
    def short(self) -> str:
        """The name with the key's start, for places two people of one name may meet."""
        return f"{self.name} ({self.key_id[:8]})" if self.key_id else self.name


NOBODY = Reviewer("", "")  # a desk whose reviewer has not been named yet
