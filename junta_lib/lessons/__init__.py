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



def tables() -> list:
    """Every lesson table of the tutorials (the functions that set one up), in the notebooks' order:
    what the tests play for every choice and the language sample reads the remarks of."""
    from . import coup, junta, parliament, political, viva
    return [junta.row9_vote, junta.recount, junta.first_election, junta.phase1, junta.phase2, junta.phase4,
            junta.phase5, junta.phase6, junta.phase7, junta.phase8, junta.phase9, junta.coup_move, junta.coup_battle,
            junta.aftermath, viva.promises, viva.militia, viva.combat, viva.spending, viva.seed_example_5c,
            viva.hand_limit, viva.forced_attack, viva.loot_roll_off, viva.successful_coup, viva.die_destruction,
            viva.helper_driven_out, viva.combat_cards, viva.the_end,
            parliament.president_assassinated, parliament.resignation, parliament.trading, parliament.cousin,
            parliament.budget_examples, parliament.straw_men,
            coup.rebel_phase_order, coup.fire_back, coup.gunboat_and_airstrikes, coup.coup_cards,
            coup.police_response, coup.own_retreat, coup.power_centers,
            political.police_in_parliament, political.lunch_banking, political.first_tie, political.unmet_requirement,
            political.competence_vote, political.headquarters_coup, political.exile, political.martial_law]


__all__ = ["SECTIONS", "Lesson", "Quiz", "card_text", "junta_row", "language_bar", "quiz", "rule", "tables", "terms_in", "viva_rule",
           "viva_sections"]
