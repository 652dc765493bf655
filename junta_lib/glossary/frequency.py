"""How often general English, Russian and Chinese write a word (wordfreq), kept in the user's cache
between builds.

Loading wordfreq's list of a language takes longer than every lookup the build makes in it (the
three lists and the jieba Chinese needs were a seventh of the build), so the answers are kept in
the user's cache folder (core.cache) under a name giving wordfreq's version: a build that asks
only words asked before loads no list.  The answers are wordfreq's own, so the glossary is the
same with the cache, without it, and with a damaged one.  ``save`` writes what was added (the
build calls it once at the end)."""
from __future__ import annotations

from ..core.cache import KeptTable, package_version


class FrequencyCache(KeptTable):
    def name(self) -> str:
        return f"wordfreq.{package_version('wordfreq')}.marshal"

    def _asked(self, kind: str, lang: str, word: str, ask):
        table = self.table().setdefault(f"{kind}:{lang}", {})
        if word not in table:
            table[word] = ask()
            self.added()
        return table[word]

    def zipf(self, word: str, lang: str) -> float:
        """wordfreq's zipf_frequency (the Zipf scale: 3.0 is once in a million words)."""
        def ask():
            if lang == "zh":
                import logging

                import jieba
                jieba.setLogLevel(logging.ERROR)      # wordfreq segments Chinese with a jieba of its own
            from wordfreq import zipf_frequency
            return zipf_frequency(word, lang)
        return self._asked("zipf", lang, word, ask)

    def share(self, word: str, lang: str) -> float:
        """wordfreq's word_frequency (the word's share of all words written)."""
        def ask():
            from wordfreq import word_frequency
            return word_frequency(word, lang)
        return self._asked("share", lang, word, ask)

    def top(self, lang: str, n: int) -> list[str]:
        """wordfreq's top_n_list: the ``n`` most frequent words, most frequent first."""
        def ask():
            from wordfreq import top_n_list
            return top_n_list(lang, n)
        return self._asked("top", lang, str(n), ask)


FREQUENCIES = FrequencyCache()
