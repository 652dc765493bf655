"""Game-theory exercises run on the real engines: voting power in Parliament, the odds of a coup."""
from .budget import cheapest_budget, minimal_winning_coalitions
from .coup_odds import coup_odds
from .locations import location_game, solve
from .tournament import tournament
from .voting_power import banzhaf, parliament_weights, shapley_shubik

__all__ = ["banzhaf", "cheapest_budget", "coup_odds", "location_game", "minimal_winning_coalitions",
           "parliament_weights", "shapley_shubik", "solve", "tournament"]
