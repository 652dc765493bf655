"""Game-theory exercises run on the real engines: voting power in Parliament, the odds of a coup."""
from .coup_odds import coup_odds
from .tournament import tournament
from .voting_power import banzhaf, parliament_weights, shapley_shubik

__all__ = ["banzhaf", "coup_odds", "parliament_weights", "shapley_shubik", "tournament"]
