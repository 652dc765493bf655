"""The Coup Game (rows 56-73; rules/junta.md R and K1-K7): Phase 8, the city, the six Coup phases
with Movement and Combat segments, choosing sides, control of the Power Centers, the Aftermath."""
