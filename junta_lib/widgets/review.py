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
from ..glossary.qa_review import set_status
from ..glossary.decisions import DECISION_COLUMNS, merge, read_decisions, write_decisions
from ..glossary.tbx import variants_of

STATUS_COLOURS = {"consistent": "#c6efce", "decided": "#a9d08e", "inconsistent": "#ffeb9c", "partial": "#ffeb9c",
                  "untranslated": "#ffc7ce", "no rendering": "#eeeeee", "needs translation": "#ffc7ce",
                  "proposed": "#ddebf7"}
ALL = "(all)"
#: the corpora as a translator names them (the filter shows these, never the manifest's keys)
CORPUS_LABELS = {"junta_en_ru": "JUNTA rulebook, English-Russian", "politics_ru": "Political game rules (Russian)",
                 "rome_ru": "Republic of Rome rules (Russian)", "robinson_en_ru": "Robinson Crusoe, English-Russian",
                 "viva_zh": "Viva el Presidente! summary (Chinese)"}


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
    build runs if the folder has none yet."""

    def __init__(self, folder: str | Path | None = None, corpora: str | Path | None = None):
        self.folder = Path(folder or glossary_folder())
        self.corpora = corpora
        if self.folder.is_dir():
            recover(self.folder)                 # a build stopped while moving its outputs: finish it
        if not (self.folder / "terms.csv").exists() or not (self.folder / "occurrences.csv").exists():
            self._build()
        self.load()
        self.corpus = w.Dropdown(options=[(ALL, ALL), *[(CORPUS_LABELS.get(c, c), c) for c in sorted(self.terms.corpus.unique())]],
                                 value="junta_en_ru" if "junta_en_ru" in set(self.terms.corpus) else ALL,
                                 description="Corpus")
        self.status = w.Dropdown(options=[ALL, *sorted(self.terms.status.unique())], value="inconsistent"
                                 if "inconsistent" in set(self.terms.status) else ALL, description="Status")
        self.kind = w.Dropdown(options=[(ALL, ALL), *[(k.replace("_", " "), k) for k in sorted(self.qa.kind.unique())]],
                               value=ALL, description="QA kind")
        self.search = w.Text(placeholder="search a term", description="Search")
        self.list = w.Select(rows=14, layout=w.Layout(width="100%"))
        self.count = w.HTML()
        self.detail = w.HTML()
        self.occurrences = w.HTML()
        self.choice = w.Dropdown(description="Target", layout=w.Layout(width="420px"))
        self.other = w.Text(placeholder="or type another target", layout=w.Layout(width="280px"))
        self.note = w.Text(placeholder="why (for the other translators)", description="Note",
                           layout=w.Layout(width="520px"))
        self.record_button = w.Button(description="Record decision", button_style="primary", icon="check",
                                      layout=w.Layout(width="auto"))
        self.rebuild_button = w.Button(description="Rebuild the glossary", icon="refresh",
                                       layout=w.Layout(width="auto"))
        self.message = w.HTML()
        self.changes = w.HTML()
        self.accept_button = w.Button(description="Accept these changes", icon="check", layout=w.Layout(width="auto"))
        self.accept_button.on_click(lambda _: self.accept_changes())
        self.findings = w.HTML()
        self.finding = w.Dropdown(description="Finding", layout=w.Layout(width="620px"))
        self.finding_note = w.Text(placeholder="why it is no problem, or what was done", description="Note",
                                   layout=w.Layout(width="520px"))
        self.finding_buttons = [self._status_button(label, status) for label, status in
                                (("Fixed in the translation", "fixed"), ("Dismiss: no problem", "dismissed"),
                                 ("Open again", "open"))]
        self.finding_message = w.HTML()
        for control in (self.corpus, self.status, self.kind, self.search):
            control.observe(lambda _: self.refresh_list(), "value")
        self.list.observe(lambda _: self.show_term(), "value")
        self.choice.observe(lambda _: self.show_changes(), "value")
        self.record_button.on_click(lambda _: self.record())
        self.rebuild_button.on_click(lambda _: self.rebuild())
        self.kind.observe(lambda _: self.show_findings(), "value")
        self.widget = w.VBox([
            w.HTML(f"<b>Glossary</b> in <code>{html.escape(str(self.folder))}</code>"),
            w.HBox([self.corpus, self.status]), w.HBox([self.kind, self.search]), self.count, self.list,
            self.detail, self.occurrences,
            w.HBox([self.choice, self.other]), self.note, w.HBox([self.record_button, self.rebuild_button]),
            self.message, self.changes, self.accept_button, w.HTML("<b>QA findings</b> (of the kind chosen above, for this corpus)"), self.findings,
            self.finding, self.finding_note, w.HBox(self.finding_buttons), self.finding_message],
            layout=w.Layout(max_width="1100px"))
        self.refresh_list()
        self.show_findings()

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
        self.list.options = [(f"{r.source_term}  →  {r.preferred_target or '—'}   [{r.status}]", i)
                             for i, r in t.iterrows()]
        self.count.value = f"<small>{len(t)} of {len(self.terms)} terms</small>"
        if len(t):
            self.list.value = t.index[0]
        else:
            self.detail.value = self.occurrences.value = ""

    def show_term(self) -> None:
        t = self.selected()
        if t is None:
            return
        colour = STATUS_COLOURS.get(t.status, "#fff")
        variants = ", ".join(f"<b>{html.escape(f)}</b> ×{n}" for f, n in variants_of(t.variants)) or "—"
        self.detail.value = (
            f"<div style='border:1px solid #ddd;padding:6px 10px;margin:6px 0'>"
            f"<span style='font-size:16px'><b>{html.escape(t.source_term)}</b> → "
            f"{html.escape(t.preferred_target or '—')}</span> "
            f"<span style='background:{colour};padding:1px 6px;border-radius:3px'>{html.escape(t.status)}</span>"
            f"<br><small>{html.escape(CORPUS_LABELS.get(t.corpus, t.corpus))} · {html.escape(t.basis)}"
            f"{' · ' + html.escape(t.note) if t.note else ''}</small><br>Renderings seen: {variants}</div>")
        self.occurrences.value = occurrences_html(self.occ[(self.occ.corpus == t.corpus)
                                                           & (self.occ.source_term == t.source_term)])
        choices = [f for f, _ in variants_of(t.variants) if f]
        if t.preferred_target and t.preferred_target not in choices:
            choices.insert(0, t.preferred_target)
        self.choice.options = choices or [""]
        self.choice.value = t.preferred_target if t.preferred_target in choices else self.choice.options[0]
        self.other.value = ""
        self.note.value = ""
        self.show_changes()

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
            self.changes.value = ""
            return
        rows = "".join(
            f"<tr style='background:{'#e6f4ea' if c.status == 'applied' else '#fff4d6'}'><td>{c.location} {c.cell}</td>"
            f"<td>{_in_sentence(c)}</td>"
            f"<td><small>{html.escape(c.reason)}</small></td></tr>" for c in changes.itertuples())
        applied = int((changes.status == "applied").sum())
        self.changes.value = (f"<b>In the translation</b>: this target changes {applied} place(s) by itself and leaves "
                              f"{len(changes) - applied} for you (yellow)<div style='max-height:220px;overflow-y:auto'>"
                              f"<table style='font-size:12px'>{rows}</table></div>")

    def accept_changes(self) -> pd.DataFrame | None:
        """Record the decision (if not yet) and write the change list and the corrected translations
        (glossary/applied/) with every decision recorded so far."""
        from ..glossary.apply import apply_glossary
        if not self.record():
            return None
        changes = apply_glossary(self.folder, self.corpora)
        applied = int((changes.status == "applied").sum())
        self.message.value += (f"<br><span style='color:#1a7f37'>The change list now holds {applied} change(s) applied "
                               f"and {len(changes) - applied} for a human: {html.escape(str(self.folder / 'applied'))}"
                               "/review.html</span>")
        return changes

    def show_findings(self) -> None:
        qa = self.qa
        if self.corpus.value != ALL:
            qa = qa[qa.corpus == self.corpus.value]
        if self.kind.value != ALL:
            qa = qa[qa.kind == self.kind.value]
        self.findings.value = findings_html(qa.head(60), len(qa))
        shown = qa.head(200)
        self.finding.options = [(f"[{r.status}] {r.location} {r.cell} · {r.kind.replace('_', ' ')} · "
                                 f"{str(r.evidence)[:60]}", r.id) for r in shown.itertuples()] if "id" in qa else []
        if self.finding.options:                 # the first shown, chosen (a drop-down starts empty otherwise)
            self.finding.index = 0

    # -- actions ---------------------------------------------------------------------------------
    def record(self) -> bool:
        """Record the chosen target in decisions.csv (the next build applies it)."""
        t = self.selected()
        if t is None:
            self.message.value = "<span style='color:#b00'>Choose a term first.</span>"
            return False
        target = self.other.value.strip() or self.choice.value
        if not target:
            self.message.value = "<span style='color:#b00'>Choose a target or type one.</span>"
            return False
        path = self.folder / "decisions.csv"
        decisions = read_decisions(path)
        row = pd.DataFrame([[t.corpus, t.source_term, target, self.note.value.strip() or "chosen in the review"]],
                           columns=DECISION_COLUMNS)
        decisions, _ = merge(decisions, row)
        write_decisions(decisions, path)
        self.message.value = (f"<span style='color:#1a7f37'>Recorded: <b>{html.escape(t.source_term)}</b> → "
                              f"<b>{html.escape(target)}</b> in {html.escape(str(path))}.  Rebuild to apply it."
                              "</span>")
        return True

    def _status_button(self, label: str, status: str) -> w.Button:
        b = w.Button(description=label, layout=w.Layout(width="auto"),
                     button_style={"fixed": "success", "dismissed": "warning"}.get(status, ""))
        b.on_click(lambda _: self.set_finding(status))
        return b

    def set_finding(self, status: str) -> bool:
        """Record the chosen finding's status in qa_review.csv (dismissing needs a reason)."""
        if self.finding.value is None:
            self.finding_message.value = "<span style='color:#b00'>Choose a finding first.</span>"
            return False
        try:
            set_status(self.folder, self.finding.value, status, self.finding_note.value)
        except CorpusError as err:
            self.finding_message.value = f"<span style='color:#b00'>{html.escape(str(err))}</span>"
            return False
        chosen = self.finding.value
        self.qa.loc[self.qa.id == chosen, ["status", "status_note"]] = [status, self.finding_note.value.strip()]
        self.finding_message.value = (f"<span style='color:#1a7f37'>{html.escape(chosen)}: {status}, recorded in "
                                      f"{html.escape(str(self.folder / 'qa_review.csv'))}.</span>")
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
        lines = [f"<li><b>{html.escape(r.source_term)}</b>: {html.escape(r.preferred_target_before or '—')} "
                 f"[{r.status_before}] → {html.escape(r.preferred_target or '—')} [{r.status}]</li>"
                 for r in changed.itertuples()]
        qa_lines = [f"<li>{kind}: {r.before} → {r.after}</li>" for kind, r in moved.iterrows()]
        self.message.value = (f"<b>Rebuilt in {result['summary']['seconds']} s.</b> "
                              + (f"Terms changed:<ul>{''.join(lines)}</ul>" if lines else "No term changed. ")
                              + (f"Findings:<ul>{''.join(qa_lines)}</ul>" if qa_lines else ""))
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


def occurrences_html(occ: pd.DataFrame, limit: int = 40) -> str:
    if occ.empty:
        return "<i>No occurrence in a translation.</i>"
    rows = []
    for o in occ.head(limit).itertuples():
        target = html.escape(o.target_sentence)
        if o.rendering:
            target = re.sub(re.escape(html.escape(o.rendering)), lambda m: f"<mark>{m.group()}</mark>", target, count=1)
        source = html.escape(o.source_sentence)
        kind = "" if o.kind == "rendering" else f" <small>({html.escape(o.kind)})</small>"
        rows.append(f"<tr><td style='white-space:nowrap;vertical-align:top'>{o.location} {html.escape(o.cell)}"
                    f"<br><small>line {o.line}<br>{html.escape(o.variant)}</small></td>"
                    f"<td style='vertical-align:top'>{source}</td><td style='vertical-align:top'>{target}{kind}</td>"
                    f"<td style='vertical-align:top'>{html.escape(o.citation)}</td></tr>")
    more = f"<small>… and {len(occ) - limit} more</small>" if len(occ) > limit else ""
    return ("<div style='max-height:320px;overflow-y:auto;border:1px solid #eee'><table style='font-size:12px'>"
            "<tr><th>where</th><th>source</th><th>translation</th><th>rendering</th></tr>"
            + "".join(rows) + "</table></div>" + more)


def findings_html(qa: pd.DataFrame, total: int) -> str:
    if qa.empty:
        return "<i>No finding.</i>"
    rows = "".join(f"<tr><td>{r.location} {html.escape(str(r.cell))}<br><small>line {r.line}</small></td>"
                   f"<td>{html.escape(r.kind)}<br><small>{html.escape(str(getattr(r, 'status', '')))}</small></td>"
                   f"<td>{html.escape(r.evidence)}</td>"
                   f"<td>{html.escape(str(r.expected))}</td><td>{html.escape(r.message)}</td></tr>"
                   for r in qa.itertuples())
    more = f"<small>showing {len(qa)} of {total}</small>" if total > len(qa) else ""
    return ("<div style='max-height:300px;overflow-y:auto;border:1px solid #eee'><table style='font-size:12px'>"
            "<tr><th>where</th><th>kind</th><th>evidence</th><th>expected</th><th>message</th></tr>"
            + rows + "</table></div>" + more)


def _in_sentence(change) -> str:
    """A change in its Russian sentence: the old words struck through, the new ones in bold."""
    sentence, old, new = str(change.sentence_before), str(change.before), str(change.after)
    if not old or old not in sentence:
        return html.escape(sentence[:200])
    at = sentence.index(old)
    shown = f"<del>{html.escape(old)}</del>" + (f" <b>{html.escape(new)}</b>" if new else "")
    return html.escape(sentence[:at]) + shown + html.escape(sentence[at + len(old):])
