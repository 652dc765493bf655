"""Junta Kit: JUNTA and Junta: Viva el Presidente! as seeded rules engines, bots, notebooks, game
theory exercises and translation-glossary tooling."""


def __getattr__(name: str):
    """``__version__``, read from the installed package's metadata when first asked for (importing
    importlib.metadata costs a restarted table server time before it serves)."""
    if name != "__version__":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib.metadata import PackageNotFoundError, version
    try:
        return version("junta-kit")
    except PackageNotFoundError:      # a source checkout that was never installed
        return "0+unknown"
