"""How much of the game speaks Russian and Chinese: seeded bot games read in each language.

    python benchmarks/languages.py                 # 100 games of each engine
    python benchmarks/languages.py --games 20 --json

For each engine and each language it plays ``--games`` seeded games with the heuristic bots and
reads every story line (as every seat and as the public sees it), every decision's prompt and every
listed option's label, in that language.  A text is *fully translated* when no template fell back
to English, no term was missing, and (Russian, Chinese) it holds no Latin letter besides the
players' names.  Reported per engine and language: texts read, the share fully translated, the
fallbacks by template, the number of distinct inflected forms the Russian terms took (a term in
another case than its citation form) and the faults of the patterns junta_lib/i18n/checks.py finds
(a card after a verb, money in 百萬 ...).  This is what the bots reach, checked by machine; a
reader's figure is benchmarks/languages_sample.py's judged sample.  Figures only: nothing here asserts.
"""
from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from junta_lib.agents import heuristic_team  # noqa: E402
from junta_lib.core.decision import describe  # noqa: E402
from junta_lib.i18n import LANGUAGES, using, words  # noqa: E402
from junta_lib.i18n.checks import faults  # noqa: E402

LATIN = re.compile(r"[A-Za-z]+")


def new_game(engine: str, seed: int):
    if engine == "classic":
        from junta_lib.classic.game import new_game as make
        return make(5, seed=seed)
    from junta_lib.viva.game import new_game as make
    return make(4, seed=seed)


def foreign(text: str, names: set[str]) -> list[str]:
    """The Latin words of ``text`` that are not players' names."""
    return [w for w in LATIN.findall(text) if w not in names]


def measure(engine: str, games: int, lang: str) -> dict:
    texts, untranslated, examples, patterns = Counter(), Counter(), [], Counter()
    w = words(lang)
    w.misses.clear()
    w.missing_terms.clear()
    w.forms.clear()

    def read(what: str, text: str, names: set) -> None:
        before = sum(w.misses.values()) + sum(w.missing_terms.values())
        texts[what] += 1
        if lang != "en":
            patterns.update(f.split(":")[0] for f in faults(text, lang, names))
        if (lang != "en" and foreign(text, names)) or sum(w.misses.values()) + sum(w.missing_terms.values()) != before:
            untranslated[what] += 1
            if len(examples) < 5 and text not in examples:
                examples.append(text)

    for seed in range(games):
        game = new_game(engine, seed)
        team = heuristic_team(game, seed)
        names = set(game.state.names) if hasattr(game.state, "names") else {p.name for p in game.state.players}
        steps = 0
        with using(lang):
            while (d := game.pending()) is not None and steps < 3000:
                read("prompts", d.prompt, names)
                for o in (d.options or ())[:12]:
                    read("options", describe(o, game, d.kind), names)
                view = game.view(d.player) if getattr(team[d.player], "needs_view", True) else None
                game.apply(team[d.player].choose(view, d))
                steps += 1
            for e in game.events:
                read("story", e.text, names)
    total = sum(texts.values())
    return {"engine": engine, "lang": lang, "games": games, "texts": dict(texts),
            "fully_translated": {k: round(1 - untranslated[k] / texts[k], 4) for k in texts},
            "share_fully_translated": round(1 - sum(untranslated.values()) / total, 4) if total else None,
            "fallbacks": dict(w.misses.most_common(10)), "missing_terms": dict(w.missing_terms.most_common(10)),
            "examples": examples, "pattern_faults": dict(patterns),
            "distinct_russian_forms": len(w.forms) if lang == "ru" else None}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    out = [measure(engine, args.games, lang) for engine in ("viva", "classic") for lang in LANGUAGES[1:]]
    if args.json:
        print(json.dumps(out, ensure_ascii=False))
        return 0
    for r in out:
        shares = ", ".join(f"{k} {v:.1%}" for k, v in r["fully_translated"].items())
        print(f"{r['engine']:7} {r['lang']:7} {sum(r['texts'].values()):7} texts: "
              f"{r['share_fully_translated']:.2%} fully translated ({shares})"
              + (f"; {r['distinct_russian_forms']} distinct Russian word forms" if r["lang"] == "ru" else "")
              + f"; pattern faults (i18n/checks.py): {sum(r['pattern_faults'].values())}"
              + (f" {r['pattern_faults']}" if r["pattern_faults"] else ""))
        for msgid, n in r["fallbacks"].items():
            print(f"    fallback x{n}: {msgid}")
        for key, n in r["missing_terms"].items():
            print(f"    missing term x{n}: {key}")
        for text in r["examples"]:
            print(f"    e.g. {text}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
