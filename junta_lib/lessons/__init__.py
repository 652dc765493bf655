"""Tutorials and exercises: the rules in the rulebooks' words, prepared positions from the rulebooks'
examples, lesson tables, questions that answer back, and the list of sections every part of both
games must have in the notebooks."""
from .rulebook import junta_row, terms_in, viva_sections
from ..widgets.language import language_bar
from .widgets import Lesson, Quiz, card_text, quiz, rule, viva_rule

#: the section headings the tutorials must have, one per part of each game (a test checks them)
SECTIONS = {
    "junta": ("Setup", "The Voting Procedure", "Electing the first President",
              "The President's assassination and resignation",
              "Phase 1: Drawing Political Cards", "Phase 2: Cabinet Assignments", "Phase 3: Receiving Foreign Aid",
              "Phase 4: The Budget", "The rulebook's own Budget examples", "Trading cards and money",
              "Two or three players: straw men", "Phase 5: Choosing a Location", "Phase 6: Assassinations",
              "The President's Cousin", "Phase 7: Banking", "Phase 8: Coup", "Phase 9: End of the Round",
              "The Coup Game: deployment", "A move", "Moving in the Rebel phase",
              "Cards in a coup: bribes, Coup Events, the drop, the Helicopter", "A battle",
              "The Gunboat and the Airstrikes", "Retreat", "Police response", "Rebels and Loyalists",
              "Counting the Power Centers", "The Coup Aftermath"),
    "viva": ("Setup", "1. Drawing cards", "2. Promises", "3. Ordering the militia", "4. Combat", "4e. The loot",
             "A successful coup", "5. Spending money", "6. Checking the hand size", "The end of the game",
             "The advanced rules"),
}

__all__ = ["SECTIONS", "Lesson", "Quiz", "card_text", "junta_row", "language_bar", "quiz", "rule", "terms_in", "viva_rule",
           "viva_sections"]
