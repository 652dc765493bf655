"""Faults a reader finds in a line of the kit's Russian or Chinese that a pattern can find.

:func:`faults` says, for one line a player meets (a story line, a prompt, a button), which of
these it has; the tests read whole games with it and the language benchmark counts them:

Russian
- ``card after a verb``: a card's name in «» right after a verb ("сбрасывает «Амнистия»"); the
  Russian rulebook writes "карту «…»", which leaves the name in its own form;
- ``number in parentheses``: a number or a count put in parentheses as a workaround for agreement
  ("кубики ополчения (3)", "(осталось: 2)");
- ``gendered``: words that give a player a gender (убитого, у него, его войска, мёртв ...);
- ``glued tally``: "попаданий: 1", a count glued after a colon instead of agreeing;
- a Location glued to a name in the nominative ("ana — любовница": "ana is a mistress");
- ``tag before a declined name``: "у игрока Пети", "у игрока подставного лица 1"; the tag игрок
  carries the case only for an undeclinable seat name (ana, ben), the rulebook's Петя and a straw
  man decline by themselves ("у Пети", "у подставного лица 1");
- ``term``: штаб-квартира for Headquarters (the term list's штаб), принуждение бюджета for a forced
  Budget (a Budget is проведён силой), ответить полицией / ответ полиции for the Police response
  (row 73's «реакция полиции»), a defeated Budget проваленный (rows 36-39: отклонённый);
- ``calque``: English built word for word ("кошелёк этого хода" for this turn's purse, "без эффекта",
  "на его собственном номере", "взгляд учителя", "любые или все", "в карманные деньги", "забрали свои
  обещания" for getting the promised cards, "прежний президент занимает прежние должности");
- ``term`` also: the Stable/Unstable marker as жетон «Стабильно» (жетон стабильности / нестабильности),
  предел руки (лимит руки), доигрывание (a playout is розыгрыш), морская пехота (морские пехотинцы);
- ``grammar``: "было объявлено" before an amount (1 миллион agrees with no neuter verb);
- ``meaning``: "из-за огня канонерки" for the player who fired it; "после … военного положения" for
  once Martial Law is declared;
- ``title without guillemets``: the game's name in running text ("Игра в Хунту": «Хунту»).
- ``term`` also: дворцовая гвардия / гвардеец for the Palace Guard (the glossary's стража дворца, the
  rulebook's «стражу Дворца», row 6), посольский квартал for an Embassy (the glossary's посольство;
  the map's names Северный / Южный посольский квартал stay), десант / десантники for the Paratroops
  (decisions.csv: парашютные войска; their drop is a высадка).
- ``term`` also: бунтовщики for the Rioters (decisions.csv and the rulebook's мятежники, rows 15, 59,
  73); the Rebels are повстанцы, another thing, and the card «Бунт в трущобах» keeps its бунт.
- the 8401/8402 readers': «Президентская компетентность» (the card «Компетенция президента»), переброс for a
  roll-off (бросок при ничьей), фаза последствий переворота (the Aftermath is no numbered phase), в порядке
  переворота (в порядке хода при перевороте), карты с наименьшей потерей (с наименьшей переплатой), убийства
  исполняются (разыгрываются), в начале переворота, начатого …, «должность: министр …» (a colon to dodge the
  case), the Viva rules cited as «правила, раздел 4.а–б» (правила «Viva el Presidente!», раздел 4.a–b).
- the 8501/8502 readers': швейцарский счёт (the rulebook's швейцарский банковский счёт, 13 places); Phase 7
  «Банковские операции» (the rulebook's «Банковское дело»); за пределами поля (за пределами карты города); итог
  атаки beside сумма защиты (сумма атаки); семья «очки» (a name in guillemets: «Очки»); a capital after «так
  нельзя:» (the reason is a clause); с хода for a move of units (с перемещения подразделений); a tied vote
  вничью / разрешить ничью (равенство голосов).
- the 8601/8602 readers': a seat name (ana) after a preposition or a verb that governs an oblique case without
  the tag игрок ("на ana", "атаковать dan": "на игрока ana", "атаковать игрока dan"), in a story line or in a
  catalog entry's player slot ("атаковать {target}[вин.]", "к {old}[дат.]"); a card cited after a kit rule in
  lower case without guillemets ("K10, грабители": «Грабители»); a marker's name inflected inside its
  guillemets (жетон «Убийства»: «Убийство»); «Присвойте `x` …» with a bare identifier (Присвойте переменной `x`
  значение …).
- the 8701/8702 readers': «закончилась по окончании фазы 5» (после фазы 5), полурока (пол-урока), «…: выход из
  боя» (a verb clause: «…, и ana выходит из боя»); 列表 for a list of values (串列), 投票是一個物件 (投票應為物件);
  деление for a space on a track (ячейка: the glossary, row 60), «Бюджет как торг» (как предмет торга), a list of
  nouns ending in a clause («в случае смерти, отставки … или если его сместят»: … или отстранения), a Viva
  section or step in Cyrillic letters («## 4д.», «раздел 4: а) …»: the seed's 4.e, a) … d)), «Запишите … в `x`»
  and «заполните `x`» with a bare identifier (в переменную `x`, заполните переменные …).

Chinese
- ``money in 百萬``: the Viva rules write 300萬, 1200萬;
- ``money``: an amount of a sum without its unit ("100 + 100萬" for 100萬 + 100萬), or 12100萬 for
  1億2100萬;
- ``half-width punctuation``: ":" or "," (or ", ") after a Chinese character, or a space after
  full-width punctuation ("總統： dan");
- ``term``: 墨鏡 for the glasses (the rules' 眼鏡), 揭示 for showing a die (亮出), 敢死隊 (a
  dare-to-die commando) for the Death Squad, 口袋裡的錢 or 零用錢 (a child's allowance) for
  pocket money (現金), a person as a place (在情婦:
  at the mistress's is 情婦家), 逼迫 (wants a person) for forcing the Budget (強制通過), 暴眾 or
  （暴民） for a mob (群眾: 暴民 is the Rioters' name), 忠誠者 for a Loyalist (效忠派), 攻擊總點數 /
  攻擊總值 / 防禦總值 for the Viva rules' 總攻值 / 總防值, 戰鬥前的…卡 for a card marked 「戰鬥前打出」,
  被提名為總統 for a candidate (總統候選人), 提領 / 提取 beside 提款 for withdrawing;
- ``meaning``: 選擇你在…被摧毀的部隊 for the unit a Gunboat or an Airstrike destroys: the shooter chooses it
  (K4), so 選擇要在…摧毀的部隊; a player's own loss in a volley is 選擇要在…損失的部隊;
- ``calque``: 且無效果 / 無效棄掉 for "discarded without effect" (直接棄置，不產生效果); 奉…之命面對行刑隊
  (被…送交行刑隊), 能力投票 (適任投票), 部隊損失了 (…損失了N支部隊), 設定為他號碼 (他自己號碼), a seat 由…擔任
  (由…代打);
- ``term`` also: 第N行 for the rulebook's row N (a spreadsheet row is 第N列; 行 reads as a line of text, or a
  column in 直行橫列); the reviewer's list's "第3段，第2行" is a line and stays; 進階遊戲 for the advanced game (the
  Viva rules' 進階版); 錢包 for the cards handed in during a Viva turn (這一輪的款項).
- ``term`` also: 機器人 for a bot (the kit's 電腦玩家, one word on every screen).
- the 8501/8502 readers': 免費移動 (額外移動); 提款0 (沒有提款); two colons in one refusal
  (不允許：未知的鍵：…); 「總統能力」 (the card 「總統適任」, one name with the 適任投票 it calls).
- the 8601/8602 readers': 防守 beside the rules' 防禦 (防禦成功, 協助防禦); 瑞士帳戶 (瑞士銀行帳戶); a Viva
  step's letter as a Chinese numeral (規則4：一、…: the seed's a) b) c)); 承諾的牌 (承諾區的牌); 衛隊部隊 (總統衛隊);
  指揮一支部隊 for a force of several units (一支兵力); 每局一隊 (每個警察局一支); 不如…的習慣 (a player compared with
  habits); 不列入 twice without its object.
- the 8801/8802 readers': 打破平手 (a calque of break a tie) and a tied vote as 平手 (平票: 裁定平票; a fight's tie stays
  平手); 本套件 twice in one short stretch (（依本套件規則K7的解讀）); players in Exile 不受影響 (不會被處決); 質疑…的能力
  (the card 「總統適任」: 質疑總統是否適任); a yes/no prompt on its bare verb (要打出「大赦」嗎？); VP, now English left
  outside a word-for-word quotation of the Viva rules (勝利點數).

Both
- ``English left``: "straw man", or Latin words other than the players' names and the kit's
  citations (K4, the R label, 4.b) and the Latin of a language's own rules quoted word for word (「若VP相同，錢多者獲勝」:
  anywhere else the kit writes 勝利點數, never VP);
- ``dice spaced``: a roll's faces apart by spaces ("6 5 4"), where the language joins a list
  (6, 5, 4 in Russian; 6、5、4 in Chinese: ``Words.join_faces``).
"""
from __future__ import annotations

import re
from functools import lru_cache

_CARD_AFTER = re.compile(r"(?<![\w-])([А-Яа-яЁё]+) «([^»]*)»")
_NUMBER_IN_PARENS = re.compile(r"\((?:осталось: )?\d+\)|（\d+）")
_GENDERED = re.compile(r"\b(убитого(?! игрока)|казнённого(?! игрока)|у него|на его сторону|его войска|его подразделения|мёртв|"
                       r"у вас самого|он сам|потерял|получил|объявил себя)\b", re.IGNORECASE)
_GLUED_TALLY = re.compile(r"\b(попаданий|голосов|подразделений): \d")
_HALF_WIDTH = re.compile(r"(?<=[\u4e00-\u9fff」）])\s?[:,]")
_SPACE_AFTER_FULL_WIDTH = re.compile(r"[：，、；。] ")
#: a Location in the nominative right after a name and a dash: "ana — любовница" reads "ana is a mistress"
_PLACE_GLUED = re.compile(r" — (дом|любовница|ночной клуб|штаб|штаб-квартира|Центральный банк)\b")
_ZH_TERMS = {"墨鏡": "the rules' 眼鏡", "揭示": "亮出 (showing a die)", "敢死隊": "死亡部隊 (a death squad)",
             "口袋裡的錢": "現金 (one word for pocket money)",
             "零用錢": "現金 (a player's cash in hand; 零用錢 is a child's allowance)",
             "機器人": "電腦玩家 (one word for the kit's bots)",
             "政局": "政治局勢 (one word for the Political Situation; blind_zh_Hant_9001/9002)"}
_ZH_PERSON_AS_PLACE = re.compile(r"[在到去]情婦(?!家)|、情婦、")
_LATIN = re.compile(r"[A-Za-z]+")
_TAG_BEFORE_NAME = re.compile(r"(?<![\w-])[Ии]грок(?:а|у|ом|е)? (?:[А-ЯЁ][а-яё]+|подставн\w+ лиц)")
#: a rule's reference that is no English word: a kit rule (K4), a Viva step as seed 004 numbers it (4.e, 4.a–b)
#: a kit rule's key (K4), the label of a researched fact (R: ..., (R), "R, Amateur Assassin"; README "Where
#: the rules come from"), a Viva section (4.b) and a Viva step's letter (seed 004's a. … e.; "a) the defender plays
#: defence cards, b) …"): the kit's citations, kept in every language
CITED = re.compile(r"(?<![A-Za-z])K\d+|(?<![A-Za-z])R(?=[:,)：，）])|(?<![A-Za-z\d.])\d\.[a-e](?:[–-][a-e])?(?![A-Za-z])"
                   r"|(?<![A-Za-z])[a-e]\)(?= )")
#: the spin-off's title, which Russian keeps as a brand in guillemets («Viva el Presidente!»; the table's header)
_VIVA_TITLE = re.compile(r"Viva el Presidente!")
#: a language's own rules, which a line may quote word for word in 「」: the Chinese Viva rules (seed 004) count
#: victory points in VP ("5VP以上"), and a quotation keeps it (「若VP相同，錢多者獲勝」); everywhere else the kit speaks
#: Chinese and writes 勝利點數 (the 8801/8802 readers: "VP：1" is English left)
RULES_QUOTED = {"zh_Hant": "004_3bc1b2243a076b76.txt"}
_CORNER_QUOTE = re.compile(r"「([^「」]+)」")
_SPACES = re.compile(r"\s+")


@lru_cache(maxsize=4)
def _rules_text(lang: str) -> str:
    from ..core.rulesets import data_path
    name = RULES_QUOTED.get(lang)
    return _SPACES.sub("", data_path("corpora", name).read_text(encoding="utf-8")) if name else ""


def rules_quotes_removed(text: str, lang: str) -> str:
    """``text`` without its word-for-word quotations of ``lang``'s own rules (「若VP相同，錢多者獲勝」), whose Latin
    is the rules' and stays; a quotation the rules do not hold word for word is kept, and checked."""
    rules = _rules_text(lang)
    if not rules:
        return text
    return _CORNER_QUOTE.sub(lambda m: "「」" if _SPACES.sub("", m[1]) in rules else m[0], text)
_RU_WORDING = {"штаб-квартир": "term: штаб-квартира (the term list's штаб)",
               "принуждени": "term: принуждение бюджета (бюджет, проведённый силой)",
               "кошелёк этого хода": "calque: кошелёк этого хода (кошелёк на этот ход)",
               "без эффекта": "calque: без эффекта (карта не действует)",
               "собственном номере": "calque: на его собственном номере (поставленный на его номер)",
               "ответить полицией": "term: ответить полицией (the rule's «реакция полиции», row 73)",
               "ответ полиции": "term: ответ полиции (the rule's «реакция полиции», row 73)",
               "проваленн": "term: проваленный бюджет (the rules' отклонённый, rows 36-39)",
               "бюджет провал": "term: бюджет провален (the rules' отклонён, rows 36-39)",
               "«стабильно»": "term: жетон «Стабильно» (the glossary's жетон стабильности, rulebook rows 19, 56)",
               "«нестабильно»": "term: жетон «Нестабильно» (the glossary's жетон нестабильности, rows 36, 60)",
               "предел руки": "term: предел руки (the glossary's лимит руки, row 24)",
               "этот предел": "term: предел for the hand limit (the glossary's лимит руки, row 24)",
               "доигрыван": "term: доигрывание (a playout is one word: розыгрыш)",
               "взгляд учителя": "calque: взгляд учителя for a teacher's view (вид для учителя)",
               "было объявлено": "grammar: ему было объявлено (ваш бюджет обещал ему …: an amount agrees with no neuter verb)",
               "забрали свои обещания": "calque: забрать обещания is taking them back (получить обещанные карты)",
               "забирают свои обещания": "calque: забрать обещания is taking them back (получить обещанные карты)",
               "из-за огня": "meaning: из-за огня reads as being fired on (обстрел из канонерки)",
               "из-за ответного огня": "meaning: из-за ответного огня reads as being fired on (ответный огонь)",
               "в карманные деньги": "calque: взять … в карманные деньги (добавить к своим карманным деньгам)",
               "любые или все": "calque: любые или все for any or all (часть … или все)",
               "или военного положения": "meaning: после … военного положения reads as after it ended "
                                         "(когда … введено военное положение)",
               "прежние должности нового": "calque: прежний … прежние должности (должности, которые до этого "
                                           "занимал новый президент)",
               "президентская компетентность": "term: «Президентская компетентность» (the card is «Компетенция "
                                               "президента», rulebook row 5 and the glossary)",
               "наименьшей потер": "calque: карты с наименьшей потерей for the cards that lose least (с наименьшей "
                                   "переплатой)",
               "в порядке переворота": "term: в порядке переворота for the Coup Order (в порядке хода при перевороте)",
               "исполняются по порядку": "meaning: убийства исполняются reads as all succeeding (разыгрываются)",
               "переворота, начатого": "calque: в начале переворота, начатого … (когда начался переворот …)",
               "факт, установленный по": "calque: «R: факт, установленный по …» (выверено по изданной книге правил)"}
#: the Russian faults of the 8401/8402 samples that a word's form or its neighbour finds: a roll-off is no re-roll;
#: the Coup Aftermath is no numbered phase; a Position after a colon to dodge its case; the Viva rules cited unnamed
#: or their sections in Cyrillic letters (the seed's 4.a–b, 5.c)
_RU_PATTERNS = {re.compile(r"(?<![\w-])переброс(?:а|у|ом|е)?(?![\w-])", re.IGNORECASE):
                    "term: переброс for a roll-off (бросок при ничьей: переброс is a re-roll of the same dice)",
                re.compile(r"фаз\w* последстви", re.IGNORECASE):
                    "term: фаза последствий переворота (the Coup Aftermath is no numbered phase: во время последствий "
                    "переворота)",
                re.compile(r"должность: (?:министр|генерал|адмирал|командующ|президент)"):
                    "grammar: должность: … (a colon to dodge the Position's case: должность министра …)",
                re.compile(r"швейцарск\w* сч[её]т", re.IGNORECASE):
                    "term: швейцарский счёт (the rulebook's швейцарский банковский счёт, 13 places, and the glossary's)",
                re.compile(r"[Фф]аз\w* 7:? «?Банковские операции"):
                    "term: «Банковские операции» for Phase 7 (the rulebook's and the glossary's «Банковское дело»)",
                re.compile(r"за пределами (?:игрового )?поля", re.IGNORECASE):
                    "term: за пределами поля for off the map (the city map, row 62: за пределами карты города)",
                re.compile(r"итог\w* (?:атаки|защиты)", re.IGNORECASE):
                    "term: итог атаки (one word for a total of dice, as сумма защиты: сумма атаки)",
                re.compile(r"семь\w* «[а-яё]"):
                    "grammar: a family's name in guillemets lower-case (семья «Очки»)",
                re.compile(r"(?<![\w-])с хода(?= или\b| своими\b| подразделени|,)"):
                    "meaning: с хода for a move of units (с перемещения подразделений, row 59)",
                re.compile(r"(?:выбор\w*|голосовани\w*) закончил\w* вничью|(?:реш|разреш)\w* (?:бы )?(?:повторную )?ничью|"
                           r"ничью никто|на выборах ничья", re.IGNORECASE):
                    "term: ничья for a tied vote (the rulebook's and the glossary's равенство голосов)",
                re.compile(r"(?<![\w«])[Пп](?:о правилам|равила), раздел"):
                    "citation: the Viva rules unnamed (правила «Viva el Presidente!», раздел …)",
                re.compile(r"раздел\w* \d\.[а-д](?![а-яё])"):
                    "citation: a Viva section in Cyrillic letters (the seed's 4.a–b, 5.c)"}
#: a refusal's reason glued after "так нельзя:" is a clause: no capital unless it is a name ("так нельзя: в игре нет …")
_REFUSAL_CAPITAL = re.compile(r"так нельзя: ([А-ЯЁ][а-яё]*)")
#: the 8601/8602 readers': a card cited after a kit rule, lower case, no guillemets ("K10, грабители"); a marker's
#: name inflected in its guillemets (жетон «Убийства»); a bare identifier after «Присвойте» (переменной `x`; in a
#: paragraph read as language its `code` is two spaces)
_RU_PATTERNS_8601 = {re.compile(r"(?<![A-Za-z])K\d+, (?!текст|строк|см\.)[а-яё]"):
                         "citation: a card after a kit rule in lower case without guillemets (K10, «Грабители»)",
                     re.compile(r"жетон\w* «Убийства»"):
                         "grammar: a marker's name inflected inside its guillemets (жетон «Убийство»)",
                     re.compile(r"[Пп]рисвойте(?:\s+`|\s{2,})"):
                         "calque: «Присвойте `x` …» (Присвойте переменной `x` значение …)",
                     re.compile(r"по окончании (?:этой |той |\w+й )?фазы"): "calque: «закончилась по окончании фазы» (после фазы)",
                     re.compile(r"(?<![а-яё])полуро[кч]"): "grammar: полурока (пол-урока)",
                     re.compile(r": выход из боя"): "grammar: «…: выход из боя» for a verb (…, и ana выходит из боя)",
                     re.compile(r"(?<![а-яё])делени\w*(?= (?:\w+ )?(?:по )?трек)|(?:перв|одн|следующ)\w* делени\w*(?=[^.]*трек)",
                                re.IGNORECASE):
                         "term: деление for a space on a track (the glossary's and row 60's ячейка)",
                     re.compile(r"(?<![\w-])как торг(?![\w-])", re.IGNORECASE):
                         "calque: «Бюджет как торг» (a Budget is no bargaining: как предмет торга)",
                     re.compile(r"в случае [а-яё]+, [^.;]*,? или если"):
                         "grammar: a list of nouns ending in a clause (в случае смерти, … или отстранения …)",
                     re.compile(r"[Зз]апишите[^.`]{0,40} (?:в|во)\s+`|[Зз]аполните\s+`"):
                         "calque: «Запишите … в `x`» with a bare identifier (в переменную `x`, заполните переменные …)",
                     re.compile(r"(?m)^#+ \d[а-д]\. |раздел\w* \d+: а\) "):
                         "citation: a Viva section or step in Cyrillic letters (the seed's 4.e, a) … d))"}
#: a player's slot in a catalog entry (the extractor's "a player's name"; a straw man, {straw}, declines by itself)
PLAYER_SLOTS = frozenset({"player", "target", "victim", "killer", "to", "name", "president", "minister", "old", "new",
                          "taker", "giver", "first", "asker", "student", "defender", "former", "helper", "leader",
                          "looter", "other", "proposer", "who", "attacker", "winner", "receiver"})
#: the words that govern an oblique case: prepositions (a verb is asked of the analyser)
_PREPOSITIONS = frozenset({"на", "в", "во", "к", "ко", "у", "от", "для", "против", "с", "со", "о", "об", "обо", "за",
                           "без", "при", "по", "до", "из", "перед", "над", "под", "между", "через", "кроме", "после",
                           "среди", "вместо", "ради", "про"})
#: the words that carry a seat name's case: the tag игрок, or a Position in apposition (президента ben)
_SEAT_TAG = re.compile(r"(?:[Ии]грок|[Пп]резидент|[Мм]инистр|[Гг]енерал|[Аа]дмирал|[Кк]омандующ)\w*$")
_SLOT_CASED = re.compile(r"(?<![\w-])(\w+) \{([a-z_]+)\}\[(?:дат|род|твор|вин|предл)\.\]")
_SLOT_BARE = re.compile(r"(?<![\w-])(\w+) \{([a-z_]+)\}(?!\[)")
#: the Marines as a collective noun; the rulebook's and the glossary's морские пехотинцы (row 6)
_MARINES = re.compile(r"морск(?:ая|ой|ую|ою) пехот", re.IGNORECASE)
#: the rulebook's, the glossary's and decisions.csv's words for three forces and an area, as patterns (any case)
_RU_TERMS = {re.compile(r"дворцов\w* гварди|гвардеец|гвардейц", re.IGNORECASE):
             "term: дворцовая гвардия (the glossary's стража дворца, rulebook row 6)",
             re.compile(r"посольск\w* квартал", re.IGNORECASE):
             "term: посольский квартал for an Embassy (the glossary's посольство)",
             re.compile(r"десант", re.IGNORECASE):
             "term: десант (decisions.csv: парашютные войска; a drop is a высадка)",
             re.compile(r"бунтовщи", re.IGNORECASE):
             "term: бунтовщики for the Rioters (decisions.csv and the rulebook, rows 15, 59, 73: мятежники)"}
#: the two Embassy areas' own names on the map, which the Embassy pattern leaves alone
_EMBASSY_NAMES = re.compile(r"(?:Северн|Южн)\w* посольск\w* квартал\w*")
#: the game's title in running text without its guillemets ("Игра в Хунту"); the title as a label (the
#: table's header: "Хунта · раунд 7 · ...", or the title alone) stays bare
_BARE_TITLE = re.compile(r"(?<![«\w])Хунт(?:а|у|ы|е|ой)\b(?!»)")
_TITLE_LABEL = re.compile(r"^Хунта(?:: Viva el Presidente!)?(?: · |$)")
_ZH_WORDING = {"逼迫": "term: 逼迫 wants a person (強制通過 for forcing the Budget)",
               "且無效果": "calque: 且無效果 (直接棄置，不產生效果)",
               "無效棄掉": "calque: 無效棄掉 (直接棄置，不產生效果)",
               "暴眾": "term: 暴眾 for a mob (群眾; 暴民 is the Rioters' name)",
               "（暴民）": "term: 暴民 for a mob (群眾; 暴民 is the Rioters' name)",
               "到家去找": "calque: 到家去找 for an assassination (行刺…，猜他在家)",
               "面對行刑隊": "calque: 面對行刑隊 (被…送交行刑隊: an execution is the President's act)",
               "之命": "calque: 奉…之命 (被…送交行刑隊: the victim obeys nobody)",
               "忠誠者": "term: 忠誠者 for a Loyalist (效忠派)",
               "能力投票": "calque: 能力投票 (the competence vote is 適任投票)",
               "攻擊總點數": "term: 攻擊總點數 (the Viva rules' 總攻值)",
               "攻擊總值": "term: 攻擊總值 (the Viva rules' 總攻值)",
               "防禦總值": "term: 防禦總值 (the Viva rules' 總防值)",
               "戰鬥前的攻擊卡": "term: 戰鬥前的…卡 (a card marked 「戰鬥前打出」, the Viva rules' keyword)",
               "戰鬥前的防禦卡": "term: 戰鬥前的…卡 (a card marked 「戰鬥前打出」, the Viva rules' keyword)",
               "部隊損失了": "calque: 部隊損失了 (…損失了N支部隊: 損失 wants its object)",
               "設定為他號碼": "calque: 設定為他號碼 (設定為他自己號碼)",
               "提領": "term: 提領 (one word for withdrawing: 提款)",
               "進階遊戲": "term: 進階遊戲 (the Viva rules' 基礎版 / 進階版: the advanced game is 進階版)",
               "免費移動": "calque: 免費移動 for a free move (額外移動: free is no price)",
               "總統能力": "term: 「總統能力」 (the card 「總統適任」, named after the 適任投票 it calls)",
               "錢包": "term: 錢包 for a turn's purse (這一輪的款項: 錢包 reads as a player's cash)",
               "防守": "term: 防守 beside the rules' 防禦 (防禦成功, 協助防禦: seed 004's one word)",
               "瑞士帳戶": "term: 瑞士帳戶 (the kit's 瑞士銀行帳戶)",
               "承諾的牌": "calque: 承諾的牌 (the rules' 承諾區的牌)",
               "每局一隊": "term: 每局一隊 for one unit in each Precinct (每個警察局一支)",
               "指揮一支部隊": "term: 部隊 for a force of several units (各指揮一支兵力: 部隊 is one unit)",
               "收買民兵": "term: 「收買民兵」 reads as an action, like 「收買刺客」 (the card Bribed Militia is 「被收買的民兵」)",
               "政治牌": "term: 政治牌 beside every other card family's X卡 (政治卡, as 影響力卡, 政變事件卡, 外援卡)"}
#: the same faults as patterns: a President nominated is a candidate; a seat is taken, not "served" (擔任 is for a
#: Position); a player choosing which of her own units is lost does not destroy it; 提取 an amount is 提款
_ZH_PATTERNS = {re.compile(r"列表"): "term: 列表 for a list of values (串列)",
                re.compile(r"是一個物件"): "calque: 是一個物件 (應為物件, as the other refusals say)",
                re.compile(r"提名為總統(?!候選人)"): "term: 被提名為總統 (總統候選人: the vote is still to come)",
                re.compile(r"座位[^。；：]{0,12}由[^。；：]{0,16}擔任"): "calque: 座位由…擔任 (a seat is taken: 由…代打)",
                re.compile(r"選擇你在.{0,12}被摧毀的部隊"): "meaning: 選擇你在…被摧毀的部隊 for the shooter's choice (K4: the "
                                                       "shooter picks the unit incoming fire destroys: 選擇要在…摧毀的部隊)",
                re.compile(r"提取(?=[{\d]|之前)|帳戶提取"): "term: 提取 (one word for withdrawing: 提款)",
                re.compile(r"(?<!總統)衛隊部隊"): "calque: 衛隊部隊 (a Guard unit is 總統衛隊)",
                re.compile(r"規則\d+[^。]{0,4}：一、"): "citation: a Viva step's letter as a numeral (規則4：a) … b) …, as seed 004)",
                re.compile(r"不如[^。，；]{0,12}的習慣"): "calque: 不如…的習慣 (a player compared with habits: 比不上憑習慣出手的…)",
                re.compile(r"不列入[^。]*不列入"): "calque: 不列入 twice, without its object (一律視同不存在 … 不把它們算進兵力)",
                re.compile(r"提款0(?![\d萬.])"): "grammar: 提款0 (no amount withdrawn is 沒有提款)",
                re.compile(r"不允許：[^。；]*："): "punctuation: two colons in one refusal (不允許：… with a reason of its own)",
                re.compile(r"(?<!段，)第\d+(?:[、–-]\d+|[與和]第?\d+)*行"):
                    "term: 第N行 for a rulebook row (a table's row is 列 in Taiwan; 行 reads as a text line)"}
#: the 8801/8802 readers': a tie broken (打破平手, a calque of "break a tie") and a tied vote as 平手 (a tied vote is
#: 平票: 裁定平票; a fight's tie stays 平手); 本套件 twice in one short stretch (（本套件規則K7，為本套件自己的解讀）:
#: （依本套件規則K7的解讀）); players in Exile 不受影響 for "safe" (they 不會被處決); 質疑…的能力 (the card 「總統適任」:
#: 質疑總統是否適任); a yes/no prompt opening on its bare verb (質疑總統…嗎？, 打出「大赦」嗎？: 要…嗎？ as every prompt)
_ZH_PATTERNS_8801 = {re.compile(r"打破[^。，；]{0,6}平手|平手[^。，；]{0,6}打破"):
                         "calque: 打破平手 for breaking a tie (a tied vote is 平票: 裁定平票)",
                     re.compile(r"(?:選舉|投票|補選)(?:的|結果)*平手"): "term: a tied vote as 平手 (平票)",
                     re.compile(r"本套件[^。？！]{0,40}本套件"):
                         "repetition: 本套件 twice in one short stretch (（依本套件規則K7的解讀）)",
                     re.compile(r"流亡[^。；]{0,10}不受影響"):
                         "meaning: 流亡…不受影響 for being safe from the Firing Squad (流亡中的玩家不會被處決)",
                     re.compile(r"質疑[^。，；]{0,10}的能力"):
                         "term: 質疑…的能力 (the card 「總統適任」: 質疑總統是否適任)",
                     re.compile(r"^(?:[^：。？]{1,16}：)?(?:提出|打出|呼叫|舉行|宣佈|質疑|用|收買|砲擊|發動|摧毀|接受|同意讓)"
                                r"[^。？！：]{0,30}嗎？"):
                         "grammar: a yes/no prompt on its bare verb (要…嗎？, as every other prompt asks)"}
#: two colons in one sentence (「**模擬**：用實際對局檢驗你的數值：下面……」): a colon inside brackets, a quotation or
#: code does not count, nor one past a sentence's end or a panel's "·"
_ZH_BRACKETED = re.compile(r"（[^（）]*）|「[^「」]*」|`[^`]*`|\([^()]*\)")
_ZH_TWO_COLONS = re.compile(r"：[^。？！；\n·]*：")


def _two_colons(text: str) -> bool:
    while True:
        shorter = _ZH_BRACKETED.sub("", text)
        if shorter == text:
            return bool(_ZH_TWO_COLONS.search(text))
        text = shorter


#: Chinese money: a bare amount in a sum ("100 + 100萬"), or ten thousand 萬 and more not in 億 ("12100萬")
_ZH_BARE_AMOUNT = re.compile(r"(?<![\d萬億])\d+ \+ [\d +]*萬")
_ZH_PAST_YI = re.compile(r"(?<!\d)\d{5,}萬")
#: faces apart by a space, the last not followed by a word ("лицо 1 3 миллиона" is a name and a sum)
_DICE_SPACED = re.compile(r"(?<![\d.])[1-6] [1-6](?![\d.]|\s*[^\W\d_])")


@lru_cache(maxsize=4096)
def _is_proper(word: str) -> bool:
    from ..russian import PROPER, analyses
    return any(PROPER & set(p.tag.grammemes) and p.score > 0.1 for p in analyses(word.lower()))


@lru_cache(maxsize=4096)
def _governs(word: str) -> bool:
    """Whether a seat name right after ``word`` stands in an oblique case: after a preposition, an infinitive or an
    imperative of a transitive verb ("атаковать dan"), or a first or second person ("ждём ben"); a third person
    is the name's own verb ("решает ben")."""
    from ..russian import analyses
    if word.lower() in _PREPOSITIONS:
        return True
    return any(p.score > 0.1 and p.tag.transitivity == "tran" and (p.tag.POS == "INFN" or p.tag.mood == "impr" or
                                                                  p.tag.person in ("1per", "2per"))
               for p in analyses(word.lower()))


def _untagged_seats(text: str, names) -> list[str]:
    """The seat names (and a catalog entry's player slots) in an oblique case without the tag игрок."""
    found = []
    seats = [n for n in names if n and not re.search(r"[А-Яа-яЁё]", n)]
    for name in seats:
        for m in re.finditer(rf"(?<![\w-])(\w+) {re.escape(name)}(?![\w-])", text):
            if not _SEAT_TAG.search(m[1]) and _governs(m[1]):
                found.append(f"{m[1]} {name}")
    for m in _SLOT_CASED.finditer(text):
        if m[2] in PLAYER_SLOTS and not _SEAT_TAG.search(m[1]):
            found.append(m[0])
    for m in _SLOT_BARE.finditer(text):
        if m[2] in PLAYER_SLOTS and not _SEAT_TAG.search(m[1]) and _governs(m[1]):
            found.append(m[0])
    return found


@lru_cache(maxsize=4096)
def _is_verb(word: str) -> bool:
    from ..russian import analyses
    return any(p.tag.POS in ("VERB", "INFN") and p.tag.transitivity == "tran" and p.score > 0.1
               for p in analyses(word.lower()))


@lru_cache(maxsize=4096)
def _nominative_only(word: str) -> bool:
    from ..russian import analyses
    cases = {p.tag.case for p in analyses(word.lower())}
    return "nomn" in cases and "accs" not in cases


def _undeclined(name: str) -> bool:
    """A card's name left in the nominative after a verb: a word of it is nominative and cannot be the
    accusative («Амнистия», «Профессиональный убийца»); «Профессионального убийцу» is declined, and
    «Сверхурочные отряда смерти» reads the same in both cases."""
    return any(_nominative_only(w) for w in re.findall(r"[А-Яа-яЁё]+", name))


def faults(text: str, lang: str, names: frozenset | set = frozenset()) -> list[str]:
    """The pattern faults of ``text`` in ``lang`` (``names``: the players' names, Latin allowed)."""
    out = []
    if "straw man" in text:
        out.append("English left: straw man")
    latin = [w for w in _LATIN.findall(CITED.sub("", _VIVA_TITLE.sub("", rules_quotes_removed(text, lang))))
             if w not in names and not any(w in n.split() for n in names)]
    if latin:
        out.append(f"English left: {' '.join(latin[:3])}")
    if lang == "ru":
        for word, name in _CARD_AFTER.findall(text):
            if word.lower() not in ("карту", "карты", "картой", "карта") and _is_verb(word) \
                    and _undeclined(name):
                out.append(f"card after a verb: {word} «…»")
        if _NUMBER_IN_PARENS.search(text):
            out.append("number in parentheses")
        found = _GENDERED.search(text)
        if found:
            out.append(f"gendered: {found[0]}")
        if _GLUED_TALLY.search(text):
            out.append("glued tally")
        if _PLACE_GLUED.search(text):
            out.append("a Location glued to a name, not in its case")
        found = _TAG_BEFORE_NAME.search(text)
        if found:
            out.append(f"tag before a declined name: {found[0]}")
        out += [fault for words, fault in _RU_WORDING.items() if words in text.lower()]
        out += [fault for pattern, fault in _RU_PATTERNS.items() if pattern.search(text)]
        out += [fault for pattern, fault in _RU_PATTERNS_8601.items() if pattern.search(text)]
        out += [f"grammar: a seat name in an oblique case without игрок ({said}: игрока …)"
                for said in _untagged_seats(text, names)]
        for word in _REFUSAL_CAPITAL.findall(text):
            if not _is_proper(word):
                out.append(f"grammar: a capital after the refusal's colon (так нельзя: {word[0].lower()}{word[1:]} …)")
        if _MARINES.search(text):
            out.append("term: морская пехота (the rulebook's морские пехотинцы, row 6)")
        unnamed = _EMBASSY_NAMES.sub("", text)
        out += [fault for pattern, fault in _RU_TERMS.items() if pattern.search(unnamed)]
        if _BARE_TITLE.search(_TITLE_LABEL.sub("", text.strip())):
            out.append("title without guillemets: «Хунта» in running text")
    elif lang == "zh_Hant":
        if "百萬" in text:
            out.append("money in 百萬")
        if _ZH_BARE_AMOUNT.search(text):
            out.append("money: an amount of a sum without its 萬 (100萬 + 100萬)")
        if _ZH_PAST_YI.search(text):
            out.append("money: 萬 past ten thousand, not 億 (1億2100萬)")
        if _HALF_WIDTH.search(text):
            out.append("half-width punctuation")
        if _SPACE_AFTER_FULL_WIDTH.search(text):
            out.append("a space after full-width punctuation")
        for word, right in _ZH_TERMS.items():
            if word in text:
                out.append(f"term: {word} ({right})")
        if _ZH_PERSON_AS_PLACE.search(text):
            out.append("term: a person as a place (情婦家, at the mistress's)")
        if _NUMBER_IN_PARENS.search(text):
            out.append("number in parentheses")
        out += [fault for words, fault in _ZH_WORDING.items() if words in text]
        out += [fault for pattern, fault in _ZH_PATTERNS.items() if pattern.search(text)]
        out += [fault for pattern, fault in _ZH_PATTERNS_8801.items() if pattern.search(text)]
        if _two_colons(text):
            out.append("punctuation: two colons in one sentence (the second becomes 。 or ，)")
    if lang != "en" and _DICE_SPACED.search(text):
        out.append("dice spaced, not joined as a list")
    return out
