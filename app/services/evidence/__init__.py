"""Evidence beside the claim: what each KYB document says, next to what the business declared.

``model`` holds the records every part shares; ``reading`` gets the text of a file (its text
layer, or OCR in a worker process), ``fields`` finds values in that text and in the identity
provider's payload, ``compare`` sets them beside the declared ones, ``checks``, ``screening``
and ``ownership`` raise the flags a reviewer would otherwise raise by hand, and ``service``
puts one case's evidence together for the door and the views alike. Qt-free.
"""
