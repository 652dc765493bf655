"""Junta Kit: JUNTA and Junta: Viva el Presidente! as seeded rules engines, bots, notebooks, game
theory exercises and translation-glossary tooling."""
from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("junta-kit")
except PackageNotFoundError:          # a source checkout that was never installed
    __version__ = "0+unknown"
