"""The translator's review, as widgets (notebook 09): filter the glossary by corpus, status and QA
kind; pick a term and read every occurrence in context, source and target sentence side by side with
the rendering marked; choose the target (a variant or your own words) with a note; record it in the
glossary folder's decisions.csv; rebuild; see what changed.  Nothing is typed as code or CSV."""
from __future__ import annotations

import os

import html
import re
import shutil
import tempfile
from pathlib import Path

import ipywidgets as w
import pandas as pd

from ..glossary.errors import CorpusError
from ..glossary.files import recover
from ..glossary.labels import (CORPUS_LABELS, Html, cell_name, corpus_label, finding_status, html_tr, kind_name,
                               occurrence_kind, term_status, variant_name)
from ..glossary.messages import on_screen
from ..glossary.qa_review import set_status
from ..glossary.decisions import DECISION_COLUMNS, merge, read_decisions, write_decisions
from ..glossary.tbx import variants_of
from ..i18n import N_, default_language, normalise, tr, using
from .language import FONT_STYLE, follow

STATUS_COLOURS = {"consistent": "#c6efce", "decided": "#a9d08e", "inconsistent": "#ffeb9c", "partial": "#ffeb9c",
                  "untranslated": "#ffc7ce", "no rendering": "#eeeeee", "needs translation": "#ffc7ce",
                  "proposed": "#ddebf7"}
ALL = "(all)"
__all__ = ["Review", "CORPUS_LABELS", "glossary_folder", "scratch_copy"]
OK, WRONG = "#1a7f37", "#b00"


def glossary_folder() -> Path:
    """The kit's glossary folder (glossary/ beside data/ in a source checkout), else ./glossary."""
    from ..core.rulesets import data_root
    if os.environ.get("JUNTA_GLOSSARY"):
        return Path(os.environ["JUNTA_GLOSSARY"])
    here = data_root().parent / "glossary"
    return here if (here / "terms.csv").exists() else Path.cwd() / "glossary"


def scratch_copy(folder: Path | None = None) -> Path:
    """A copy of a glossary folder in a temporary place, to try decisions without touching it."""
    target = Path(tempfile.mkdtemp(prefix="junta-glossary-"))
    source = Path(folder or glossary_folder())
    if source.exists():
        shutil.copytree(source, target, dirs_exist_ok=True)
    return target


class Review:
    """``Review(folder)``: review the glossary in ``folder`` (default: the kit's glossary).  The first
    build runs if the folder has none yet.  ``lang``: "en", "ru" or "zh_Hant" (default: the
    notebook's, JUNTA_LANG or the locale's); a lesson's language bar switches it too.  The screen's
    own words follow the language; the terms, the corpora's sentences and the findings' evidence are
    shown as they are."""

    def __init__(self, folder: str | Path | None = None, corpora: str | Path | None = None, lang: str | None = None):
        self.lang = normalise(lang) if lang is not None else default_language()
        self.folder = Path(folder or glossary_folder())
        self.corpora = corpora
        if self.folder.is_dir():
            recover(self.folder)                 # a build stopped while moving its outputs: finish it
        if not (self.folder / "terms.csv").exists() or not (self.folder / "occurrences.csv").exists():
            self._build()
        self.load()
        self.corpus = w.Dropdown()
        self.status = w.Dropdown()
        self.kind = w.Dropdown()
        self.search = w.Text()
        self.list = w.Select(rows=14, layout=w.Layout(width="100%"))
        self.heading, self.findings_heading = w.HTML(), w.HTML()
        self.count = w.HTML()
        self.detail = w.HTML()
        self.occurrences = w.HTML()
        self.choice = w.Dropdown(layout=w.Layout(width="420px"))
        self.other = w.Text(layout=w.Layout(width="280px"))
        self.note = w.Text(layout=w.Layout(width="520px"))
        self.record_button = w.Button(button_style="primary", icon="check", layout=w.Layout(width="auto"))
        self.rebuild_button = w.Button(icon="refresh", layout=w.Layout(width="auto"))
        self.message = w.HTML()
        self.changes = w.HTML()
        self.accept_button = w.Button(icon="check", layout=w.Layout(width="auto"))
        self.accept_button.on_click(lambda _: self.accept_changes())
        self.findings = w.HTML()
        self.finding = w.Dropdown(layout=w.Layout(width="620px"))
        self.finding_note = w.Text(layout=w.Layout(width="520px"))
        self.finding_buttons = [self._status_button(status) for status in FINDING_BUTTONS]
        self.finding_message = w.HTML()
        #: what each message pane says, kept to say it again in another language: pane -> (html maker)
        self._said: dict = {}
        #: True while the filters are worded again (their values pass through others and come back)
        self._relabelling = False
        self.label()
        self.corpus.value = "junta_en_ru" if "junta_en_ru" in set(self.terms.corpus) else ALL
        self.status.value = "inconsistent" if "inconsistent" in set(self.terms.status) else ALL
        for control in (self.corpus, self.status, self.kind, self.search):
            control.observe(lambda _: self.refresh_list() if not self._relabelling else None, "value")
        self.list.observe(lambda _: self.show_term(), "value")
        self.choice.observe(lambda _: self.show_changes(), "value")
        self.record_button.on_click(lambda _: self.record())
        self.rebuild_button.on_click(lambda _: self.rebuild())
        self.kind.observe(lambda _: self.show_findings() if not self._relabelling else None, "value")
        self.widget = w.VBox([
            w.HTML(FONT_STYLE, layout=w.Layout(height="0px", margin="0")), self.heading,
            w.HBox([self.corpus, self.status]), w.HBox([self.kind, self.search]), self.count, self.list,
            self.detail, self.occurrences,
            w.HBox([self.choice, self.other]), self.note, w.HBox([self.record_button, self.rebuild_button]),
            self.message, self.changes, self.accept_button, self.findings_heading, self.findings,
            self.finding, self.finding_note, w.HBox(self.finding_buttons), self.finding_message],
            layout=w.Layout(max_width="1100px"))
        self.widget.add_class("junta-words")
        self.refresh_list()
        self.show_findings()
        follow(self)

    # -- words -----------------------------------------------------------------------------------
    def label(self) -> None:
        """Word the controls in the review's language (their values stay the glossary's keys)."""
        with using(self.lang):
            for control, text in ((self.corpus, N_("Corpus")), (self.status, N_("Status")), (self.kind, N_("QA kind")),
                                  (self.search, N_("Search")), (self.choice, N_("Target")), (self.note, N_("Note")),
                                  (self.finding, N_("Finding")), (self.finding_note, N_("Note")),
                                  (self.record_button, N_("Record decision")),
                                  (self.rebuild_button, N_("Rebuild the glossary")),
                                  (self.accept_button, N_("Accept these changes"))):
                control.description = tr(text)
            for control, text in ((self.search, N_("search a term")), (self.other, N_("or type another target")),
                                  (self.note, N_("why (for the other translators)")),
                                  (self.finding_note, N_("why it is no problem, or what was done"))):
                control.placeholder = tr(text)
            for button, status in zip(self.finding_buttons, FINDING_BUTTONS):
                button.description = tr(FINDING_BUTTONS[status])
            everything = tr("(all)")
            self._relabelling = True
            try:
                _reword(self.corpus, [(everything, ALL), *[(corpus_label(c), c) for c in sorted(self.terms.corpus.unique())]])
                _reword(self.status, [(everything, ALL), *[(term_status(s), s) for s in sorted(self.terms.status.unique())]])
                _reword(self.kind, [(everything, ALL), *[(kind_name(k), k) for k in sorted(self.qa.kind.unique())]])
            finally:
                self._relabelling = False
            self.heading.value = html_tr("Glossary in {folder}", folder=Html(f"<code>{html.escape(str(self.folder))}</code>"))
            self.findings_heading.value = f"<b>{html.escape(tr('QA findings (of the kind chosen above, for this corpus)'))}</b>"

    def set_language(self, lang: str) -> None:
        """Say the review in ``lang`` (a lesson's language bar calls this): the controls, the list, the
        term, the findings and the last messages."""
        self.lang = normalise(lang)
        chosen, finding = self.list.value, self.finding.value
        self.label()
        self.refresh_list()
        if chosen is not None and chosen in [i for _, i in self.list.options]:
            self.list.value = chosen
        if self.selected() is not None:
            self.draw_term(self.selected())      # what the reviewer typed or chose is kept
        self.show_findings()
        if finding is not None and finding in [i for _, i in self.finding.options]:
            self.finding.value = finding
        with using(self.lang):
            for pane, said in self._said.items():
                pane.value = said()

    def say(self, pane: w.HTML, said, add: bool = False) -> None:
        """Put ``said()`` (HTML, worded in the current language) in ``pane``, after what it holds when
        ``add``; kept to be said again when the language changes."""
        if add and pane in self._said:
            before = self._said[pane]
            said = (lambda first, then: lambda: first() + "<br>" + then())(before, said)
        self._said[pane] = said
        with using(self.lang):
            pane.value = said()

    # -- data ------------------------------------------------------------------------------------
    def load(self) -> None:
        read = lambda name: pd.read_csv(self.folder / name, keep_default_na=False)  # noqa: E731
        self.terms, self.qa, self.occ = read("terms.csv"), read("qa.csv"), read("occurrences.csv")

    def _build(self) -> dict:
        from ..glossary.build import build_glossary
        return build_glossary(self.corpora, self.folder, progress=False)

    def selected(self):
        if self.list.value is None:
            return None
        return self.terms.loc[self.list.value]

    # -- screens ---------------------------------------------------------------------------------
    def visible_terms(self) -> pd.DataFrame:
        t = self.terms
        if self.corpus.value != ALL:
            t = t[t.corpus == self.corpus.value]
        if self.status.value != ALL:
            t = t[t.status == self.status.value]
        if self.kind.value != ALL:
            flagged = self.qa[self.qa.kind == self.kind.value]
            names = set(self.occ[self.occ.set_index(["corpus", "location"]).index.isin(
                list(zip(flagged.corpus, flagged.location)))].source_term)
            t = t[t.source_term.isin(names) | t.preferred_target.isin(set(flagged.expected))]
        if self.search.value.strip():
            needle = self.search.value.strip().lower()
            t = t[t.source_term.str.lower().str.contains(needle, regex=False)
                  | t.preferred_target.str.lower().str.contains(needle, regex=False)]
        return t

    def refresh_list(self) -> None:
        t = self.visible_terms()
        with using(self.lang):
            self.list.options = [(tr("{term}  →  {target}   [{status}]", term=r.source_term,
                                     target=r.preferred_target or "—", status=term_status(r.status)), i)
                                 for i, r in t.iterrows()]
            self.count.value = f"<small>{html.escape(tr('{n} of {total} terms', n=len(t), total=len(self.terms)))}</small>"
        if len(t):
            self.list.value = t.index[0]
        else:
            self.detail.value = self.occurrences.value = ""

    def show_term(self) -> None:
        t = self.selected()
        if t is None:
            return
        self.draw_term(t)
        choices = [f for f, _ in variants_of(t.variants) if f]
        if t.preferred_target and t.preferred_target not in choices:
            choices.insert(0, t.preferred_target)
        self.choice.options = choices or [""]
        self.choice.value = t.preferred_target if t.preferred_target in choices else self.choice.options[0]
        self.other.value = ""
        self.note.value = ""
        self.show_changes()

    def draw_term(self, t) -> None:
        """The term's card and its occurrences, in the review's language."""
        colour = STATUS_COLOURS.get(t.status, "#fff")
        with using(self.lang):
            variants = ", ".join(f"<b>{html.escape(f)}</b> ×{n}" for f, n in variants_of(t.variants)) or "—"
            self.detail.value = (
                f"<div style='border:1px solid #ddd;padding:6px 10px;margin:6px 0'>"
                f"<span style='font-size:16px'><b>{html.escape(t.source_term)}</b> → "
                f"{html.escape(t.preferred_target or '—')}</span> "
                f"<span style='background:{colour};padding:1px 6px;border-radius:3px'>"
                f"{html.escape(term_status(t.status))}</span>"
                f"<br><small>{html.escape(corpus_label(t.corpus))} · {html.escape(on_screen(t.basis))}"
                f"{' · ' + html.escape(on_screen(t.note)) if t.note else ''}</small><br>"
                f"{html_tr('Renderings seen: {renderings}', renderings=Html(variants))}</div>")
            self.occurrences.value = occurrences_html(self.occ[(self.occ.corpus == t.corpus)
                                                               & (self.occ.source_term == t.source_term)])

    # -- the decision carried into the translation (glossary/apply.py) ------------------------------
    def proposed_changes(self) -> pd.DataFrame:
        """What deciding the selected term for the chosen target changes in the translation."""
        from ..glossary.apply import changes
        t = self.selected()
        target = self.other.value.strip() or self.choice.value
        if t is None or not target or t.target_lang != "ru":
            return pd.DataFrame()
        decision = pd.DataFrame([[t.corpus, t.source_term, target, ""]], columns=DECISION_COLUMNS)
        return changes(self.folder, self.corpora, decisions=decision)

    def show_changes(self) -> None:
        changes = self.proposed_changes()
        self.accept_button.layout.display = "" if len(changes) else "none"
        if changes.empty:
            self._said.pop(self.changes, None)
            self.changes.value = ""
            return
        self.say(self.changes, lambda: changes_html(changes))

    def accept_changes(self) -> pd.DataFrame | None:
        """Record the decision (if not yet) and write the change list and the corrected translations
        (glossary/applied/) with every decision recorded so far; review.html in the review's language."""
        from ..glossary.apply import apply_glossary
        if not self.record():
            return None
        with using(self.lang):
            changes = apply_glossary(self.folder, self.corpora)
        applied = int((changes.status == "applied").sum())
        page = Html(f"<code>{html.escape(str(self.folder / 'applied' / 'review.html'))}</code>")
        self.say(self.message, lambda: _coloured(OK, html_tr(
            "The change list now holds {applied} change(s) applied and {left} for a human: {page}",
            applied=applied, left=len(changes) - applied, page=page)), add=True)
        return changes

    def show_findings(self) -> None:
        qa = self.qa
        if self.corpus.value != ALL:
            qa = qa[qa.corpus == self.corpus.value]
        if self.kind.value != ALL:
            qa = qa[qa.kind == self.kind.value]
        shown = qa.head(200)
        with using(self.lang):
            self.findings.value = findings_html(qa.head(60), len(qa))
            self.finding.options = [(f"{finding_status(r.status)} {r.location} {cell_name(r.cell)} · {kind_name(r.kind)} · "
                                     f"{str(r.evidence)[:60]}", r.id) for r in shown.itertuples()] if "id" in qa else []
        if self.finding.options:                 # the first shown, chosen (a drop-down starts empty otherwise)
            self.finding.index = 0

    # -- actions ---------------------------------------------------------------------------------
    def record(self) -> bool:
        """Record the chosen target in decisions.csv (the next build applies it)."""
        t = self.selected()
        if t is None:
            self.say(self.message, lambda: _coloured(WRONG, html_tr("Choose a term first.")))
            return False
        target = self.other.value.strip() or self.choice.value
        if not target:
            self.say(self.message, lambda: _coloured(WRONG, html_tr("Choose a target or type one.")))
            return False
        path = self.folder / "decisions.csv"
        decisions = read_decisions(path)
        row = pd.DataFrame([[t.corpus, t.source_term, target, self.note.value.strip() or "chosen in the review"]],
                           columns=DECISION_COLUMNS)
        decisions, _ = merge(decisions, row)
        write_decisions(decisions, path)
        term, where = Html(f"<b>{html.escape(t.source_term)}</b>"), Html(f"<code>{html.escape(str(path))}</code>")
        self.say(self.message, lambda: _coloured(OK, html_tr(
            "Recorded: {term} → {target} in {file}.  Rebuild to apply it.", term=term,
            target=Html(f"<b>{html.escape(target)}</b>"), file=where)))
        return True

    def _status_button(self, status: str) -> w.Button:
        b = w.Button(layout=w.Layout(width="auto"),
                     button_style={"fixed": "success", "dismissed": "warning"}.get(status, ""))
        b.on_click(lambda _: self.set_finding(status))
        return b

    def set_finding(self, status: str) -> bool:
        """Record the chosen finding's status in qa_review.csv (dismissing needs a reason)."""
        chosen, note = self.finding.value, self.finding_note.value.strip()
        wrong = (N_("Choose a finding first.") if chosen is None else
                 N_("Say why it is no problem: a finding is not dismissed without a reason.")
                 if status == "dismissed" and not note else
                 N_("This finding is no longer in qa.csv: choose it again.")
                 if chosen not in set(self.qa.id) else None)
        if wrong:
            self.say(self.finding_message, lambda: _coloured(WRONG, html_tr(wrong)))
            return False
        try:
            set_status(self.folder, chosen, status, note)
        except CorpusError as err:               # qa_review.csv or qa.csv unreadable: the file's own words
            self.say(self.finding_message, lambda: _coloured(WRONG, html_tr(
                "Not recorded: {why}", why=str(err))))
            return False
        self.qa.loc[self.qa.id == chosen, ["status", "status_note"]] = [status, note]
        where = Html(f"<code>{html.escape(str(self.folder / 'qa_review.csv'))}</code>")
        self.say(self.finding_message, lambda: _coloured(OK, html_tr(
            "{finding}: {status}, recorded in {file}.", finding=chosen, status=finding_status(status), file=where)))
        self.finding_note.value = ""
        self.show_findings()
        self.finding.value = chosen
        return True

    def rebuild(self) -> dict:
        """Build again and say what changed."""
        before_terms, before_qa = self.terms.copy(), self.qa.copy()
        current = self.selected()
        result = self._build()
        self.load()
        changed = before_terms.merge(self.terms, on=["corpus", "source_term"], suffixes=("_before", ""))
        changed = changed[(changed.status_before != changed.status)
                          | (changed.preferred_target_before != changed.preferred_target)]
        counts = (before_qa.kind.value_counts().rename("before").to_frame()
                  .join(self.qa.kind.value_counts().rename("after"), how="outer").fillna(0).astype(int))
        moved = counts[counts.before != counts.after]
        self.say(self.message, lambda: rebuilt_html(result["summary"]["seconds"], changed, moved))
        self.label()                             # a new status or kind in the filters
        self.refresh_list()
        if current is not None:
            match = self.terms[(self.terms.corpus == current.corpus) & (self.terms.source_term == current.source_term)]
            if len(match) and match.index[0] in dict(self.list.options).values():
                self.list.value = match.index[0]
        self.show_findings()
        return {"changed": changed, "findings": moved}

    def _ipython_display_(self):
        from IPython.display import display
        display(self.widget)


#: the buttons that set a finding's status, and what each says
FINDING_BUTTONS = {"fixed": N_("Fixed in the translation"), "dismissed": N_("Dismiss: no problem"),
                   "open": N_("Open again")}


def _reword(dropdown: w.Dropdown, options: list) -> None:
    """New labels for a drop-down's options, its value kept."""
    value = dropdown.value
    dropdown.options = options
    values = [v for _, v in options]
    dropdown.value = value if value in values else values[0]


def _coloured(colour: str, said: str) -> str:
    return f"<span style='color:{colour}'>{said}</span>"


def rebuilt_html(seconds, changed: pd.DataFrame, moved: pd.DataFrame) -> str:
    """What a rebuild changed, in the current language: the terms and the findings' counts."""
    lines = ["<li>" + html_tr("{term}: {before} [{status_before}] → {after} [{status}]",
                              term=Html(f"<b>{html.escape(r.source_term)}</b>"), before=r.preferred_target_before or "—",
                              status_before=term_status(r.status_before), after=r.preferred_target or "—",
                              status=term_status(r.status)) + "</li>" for r in changed.itertuples()]
    qa_lines = [f"<li>{html_tr('{kind}: {before} → {after}', kind=kind_name(kind), before=r.before, after=r.after)}</li>"
                for kind, r in moved.iterrows()]
    return (f"<b>{html_tr('Rebuilt in {seconds} s.', seconds=seconds)}</b> "
            + (f"{html_tr('Terms changed:')}<ul>{''.join(lines)}</ul>" if lines else html_tr("No term changed.") + " ")
            + (f"{html_tr('Findings:')}<ul>{''.join(qa_lines)}</ul>" if qa_lines else ""))


def changes_html(changes: pd.DataFrame) -> str:
    """The places a decision changes in the translation, each in its sentence (the current language's
    words around them)."""
    from ..glossary.apply import reason_of
    rows = "".join(
        f"<tr style='background:{'#e6f4ea' if c['status'] == 'applied' else '#fff4d6'}'><td>{c['location']} "
        f"{html.escape(cell_name(c['cell']))}</td><td>{_in_sentence(c)}</td>"
        f"<td><small>{html.escape(reason_of(c))}</small></td></tr>" for c in changes.to_dict("records"))
    applied = int((changes.status == "applied").sum())
    return (html_tr("In the translation: this target changes {applied} place(s) by itself and leaves {left} for you "
                    "(yellow)", applied=applied, left=len(changes) - applied)
            + f"<div style='max-height:220px;overflow-y:auto'><table style='font-size:12px'>{rows}</table></div>")


def occurrences_html(occ: pd.DataFrame, limit: int = 40) -> str:
    """A term's occurrences, source and translation side by side, the rendering marked (the current
    language's words around the corpus's sentences)."""
    if occ.empty:
        return f"<i>{html_tr('No occurrence in a translation.')}</i>"
    rows = []
    for o in occ.head(limit).itertuples():
        target = html.escape(o.target_sentence)
        if o.rendering:
            target = re.sub(re.escape(html.escape(o.rendering)), lambda m: f"<mark>{m.group()}</mark>", target, count=1)
        source = html.escape(o.source_sentence)
        kind = "" if o.kind == "rendering" else f" <small>({html.escape(occurrence_kind(o.kind))})</small>"
        rows.append(f"<tr><td style='white-space:nowrap;vertical-align:top'>{o.location} {html.escape(cell_name(o.cell))}"
                    f"<br><small>{html_tr('line {n}', n=o.line)}<br>{html.escape(variant_name(o.variant))}</small></td>"
                    f"<td style='vertical-align:top'>{source}</td><td style='vertical-align:top'>{target}{kind}</td>"
                    f"<td style='vertical-align:top'>{html.escape(o.citation)}</td></tr>")
    more = f"<small>{html_tr('… and {n} more', n=len(occ) - limit)}</small>" if len(occ) > limit else ""
    return ("<div style='max-height:320px;overflow-y:auto;border:1px solid #eee'><table style='font-size:12px'>"
            + _header(N_("where"), N_("source"), N_("translation"), N_("rendering"))
            + "".join(rows) + "</table></div>" + more)


def findings_html(qa: pd.DataFrame, total: int) -> str:
    """QA findings as a table (the current language's words around their evidence)."""
    if qa.empty:
        return f"<i>{html_tr('No finding.')}</i>"
    # the place and the kind keep a readable width: Chinese breaks between any two characters, and the
    # table's automatic layout otherwise squeezes "審校建議" into a column one character wide
    rows = "".join(f"<tr><td style='min-width:4em'>{r.location} {html.escape(cell_name(r.cell))}<br>"
                   f"<small>{html_tr('line {n}', n=r.line)}</small></td>"
                   f"<td style='min-width:7em'>{html.escape(kind_name(r.kind))}<br>"
                   f"<small>{html.escape(finding_status(str(getattr(r, 'status', 'open') or 'open')))}</small></td>"
                   f"<td>{html.escape(r.evidence)}</td>"
                   f"<td>{html.escape(str(r.expected))}</td><td>{html.escape(on_screen(r.message))}</td></tr>"
                   for r in qa.itertuples())
    more = f"<small>{html_tr('showing {n} of {total}', n=len(qa), total=total)}</small>" if total > len(qa) else ""
    return ("<div style='max-height:300px;overflow:auto;border:1px solid #eee'><table style='font-size:12px'>"
            + _header(N_("where"), N_("kind"), N_("evidence"), N_("expected"), N_("message"))
            + rows + "</table></div>" + more)


def _header(*names: str) -> str:
    return "<tr>" + "".join(f"<th>{html.escape(tr(name))}</th>" for name in names) + "</tr>"


def _in_sentence(change: dict) -> str:
    """A change in its Russian sentence: the old words struck through, the new ones in bold."""
    sentence, old, new = str(change["sentence_before"]), str(change["before"]), str(change["after"])
    if not old or old not in sentence:
        return html.escape(sentence[:200])
    at = sentence.index(old)
    shown = f"<del>{html.escape(old)}</del>" + (f" <b>{html.escape(new)}</b>" if new else "")
    return html.escape(sentence[:at]) + shown + html.escape(sentence[at + len(old):])
