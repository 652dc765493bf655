"""The translator's review widget (notebook 09), driven as a translator clicks: filter, pick a term,
read its occurrences, choose a target, record, rebuild, see the change - on a copy of the glossary."""
from __future__ import annotations

import pandas as pd
import pytest

from junta_lib.glossary.decisions import read_decisions
from junta_lib.glossary.tbx import variants_of
from junta_lib.widgets.review import Review, scratch_copy


@pytest.fixture(scope="module")
def review():
    return Review(scratch_copy())


def pick(review, corpus, term):
    review.corpus.value = corpus
    review.status.value = "(all)"
    review.search.value = term
    index = next(i for label, i in review.list.options if label.startswith(f"{term}  →"))
    review.list.value = index
    return review.selected()


def test_filters_narrow_the_list_and_a_term_shows_its_occurrences_side_by_side(review):
    review.corpus.value, review.status.value, review.search.value = "junta_en_ru", "inconsistent", ""
    labels = [label for label, _ in review.list.options]
    assert labels and all("[inconsistent]" in label for label in labels)
    term = pick(review, "junta_en_ru", "Location")
    assert term.preferred_target == "локация"
    assert "<mark>" in review.occurrences.value and "Each player must choose a Location" in review.occurrences.value
    assert "местоположение" in [c for c in review.choice.options]
    for dropdown in (review.corpus, review.kind):        # filters a translator reads, not internal keys
        labels = [option[0] if isinstance(option, tuple) else option for option in dropdown.options]
        assert all("_" not in label for label in labels), labels


def test_a_recorded_and_rebuilt_decision_changes_the_term_and_says_so(review):
    pick(review, "junta_en_ru", "Location")
    review.choice.value = "местоположение"
    review.note.value = "a test decision"
    assert review.record()
    saved = read_decisions(review.folder / "decisions.csv")
    assert ((saved.source_term == "Location") & (saved.chosen_target == "местоположение")).any()
    change = review.rebuild()
    row = review.terms[(review.terms.corpus == "junta_en_ru") & (review.terms.source_term == "Location")].iloc[0]
    assert row.status == "decided" and row.preferred_target == "местоположение"
    assert "Location" in review.message.value and "decided" in review.message.value
    assert "key_term_missing" in change["findings"].index


def test_recording_without_a_term_or_target_explains_what_is_missing():
    r = Review(scratch_copy())
    r.search.value = "no such term at all"
    assert r.selected() is None or not r.list.options
    r.list.value = None
    assert not r.record() and "Choose a term" in r.message.value


def test_the_changes_of_the_term_being_decided_are_shown_and_accepting_them_writes_the_change_list(review):
    import pandas as pd
    pick(review, "junta_en_ru", "Swiss Bank Account")
    review.other.value = "швейцарский банковский вклад"
    review.show_changes()
    assert "швейцарские банковские вклады" in review.changes.value and "<del>" in review.changes.value
    changes = review.accept_changes()
    assert changes is not None and (changes.status == "applied").any()
    on_disk = pd.read_csv(review.folder / "applied" / "changes.csv", keep_default_na=False)
    assert "швейцарском банковском вкладе" in set(on_disk.after)
    assert "review.html" in review.message.value


def test_a_finding_is_dismissed_with_a_reason_from_the_review(review):
    review.kind.value = "(all)"
    review.show_findings()
    finding = review.finding.options[0][1]
    review.finding.value = finding
    assert not review.set_finding("dismissed") and "without a reason" in review.finding_message.value
    review.finding_note.value = "a heading, not a sentence"
    assert review.set_finding("dismissed")
    from junta_lib.glossary.qa_review import read_review
    saved = read_review(review.folder / "qa_review.csv").set_index("id")
    assert saved.loc[finding, "status"] == "dismissed"


def texts_of(widget) -> list[str]:
    """Every text a reviewer reads on the screen: labels, placeholders, options, HTML panes."""
    import ipywidgets as w
    out = []
    for attr in ("description", "placeholder"):
        if getattr(widget, attr, None):
            out.append(getattr(widget, attr))
    if isinstance(widget, w.HTML):
        out.append(widget.value)
    if isinstance(widget, (w.Dropdown, w.Select)):
        out += [o[0] if isinstance(o, tuple) else str(o) for o in widget.options]
    for child in getattr(widget, "children", ()):
        out += texts_of(child)
    return out


def data_values(review) -> set:
    """What the screen shows as the glossary holds it: terms, renderings, the corpora's sentences,
    the build's notes, the findings' evidence and messages, cells, files."""
    frames = (review.terms, review.occ, review.qa)
    values = {str(v) for frame in frames for column in frame.columns
              for v in frame[column]}
    values |= {str(v)[:60] for v in review.qa.evidence} | {str(review.folder)}
    values |= {form for v in review.terms.variants for form, _ in variants_of(v)}
    from junta_lib.glossary.messages import read_back      # a message's facts: the glossary's own words
    facts = {str(fact) for text in list(review.qa.message) + list(review.terms.basis) + list(review.terms.note)
             for clause in str(text).split("; ") for found in [read_back(clause)] if found for fact in found[1].values()}
    # a Russian sentence quoting a fact that has its own guillemets shows them as „…“ (messages.inner_quotes)
    values |= facts | {fact.replace("«", "„").replace("»", "“") for fact in facts}
    return values


@pytest.mark.parametrize("lang", ["ru", "zh_Hant"])
def test_the_review_speaks_russian_and_chinese_around_the_glossary_s_own_words(lang):
    from words_left import english_left
    r = Review(scratch_copy(), lang=lang)
    pick(r, "junta_en_ru", "Swiss Bank Account")
    r.other.value = "швейцарский банковский вклад"
    r.show_changes()
    assert r.record() and r.accept_changes() is not None
    r.kind.value = "reviewer_suggestion"
    r.finding.value = r.finding.options[0][1]
    assert not r.set_finding("dismissed")             # no reason given: said in the reviewer's language
    changes = r.proposed_changes()
    data = data_values(r) | {str(v) for c in ("sentence_before", "before", "after", "cell")
                             for v in changes[c]} | {str(r.folder / "decisions.csv")}
    data |= {str(r.folder / "applied" / "review.html"), *map(str, r.qa.id)}
    data |= {piece for c in changes.itertuples() for piece in str(c.sentence_before).split(str(c.before) or "\0", 1)}
    left = english_left(texts_of(r.widget), data)
    assert not left, left
    page = (r.folder / "applied" / "review.html").read_text(encoding="utf-8")
    applied = pd.read_csv(r.folder / "applied" / "changes.csv", keep_default_na=False)
    left = english_left([page], data | {str(v) for c in applied.columns if c != "reason" for v in applied[c]})
    assert not left, left


def test_the_review_follows_the_notebook_s_language_bar_and_says_its_last_message_again():
    from junta_lib.i18n import set_language
    from junta_lib.widgets.language import language_bar
    r = Review(scratch_copy(), lang="en")
    assert r.record_button.description == "Record decision"
    r.list.value = None
    assert not r.record() and "Choose a term first." in r.message.value
    pick(r, "junta_en_ru", "Swiss Bank Account")
    r.other.value = "швейцарский банковский вклад"
    r.show_changes()
    bar = language_bar()
    try:
        bar.set("zh_Hant")
        assert r.record_button.description == "記錄決定" and "請先選擇一個術語。" in r.message.value
        assert r.status.value == "(all)" and ("（全部）", "(all)") in r.status.options
        assert all("［" in label for label, _ in r.list.options)
        assert "不一致" in r.detail.value and "<th>原文</th>" in r.occurrences.value and "譯文中：" in r.changes.value
        assert r.other.value == "швейцарский банковский вклад"       # what the reviewer typed stays
        bar.set("ru")
        assert r.accept_button.description == "Принять эти изменения"
        assert any(label == "несогласованный" for label, _ in r.status.options)
        assert "несогласованный" in r.detail.value and "В переводе:" in r.changes.value
    finally:
        set_language(None)


@pytest.mark.parametrize("lang", ["ru", "zh_Hant"])
def test_the_findings_chart_names_kinds_and_corpora_in_the_notebook_s_language(lang):
    import matplotlib
    matplotlib.use("Agg")
    from junta_lib.glossary.plots import findings_bars
    from junta_lib.i18n import using
    from words_left import english_left
    from junta_lib.widgets.review import glossary_folder
    qa = pd.read_csv(glossary_folder() / "qa.csv", keep_default_na=False)
    with using(lang):
        fig = findings_bars(qa)
    ax = fig.axes[0]
    texts = [t.get_text() for t in (*ax.get_yticklabels(), *ax.get_legend().get_texts(), ax.title, ax.xaxis.label)]
    assert len(texts) == qa.kind.nunique() + qa.corpus.nunique() + 2 and not english_left(texts, ()), texts
