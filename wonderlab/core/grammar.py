"""French grammar for the sentences wonderlab makes: names with their articles, « de » and « à »
contracted and elided, counts agreeing, articles in lower case inside a sentence.

The game data gives each French card, wonder and token name its definite article
(``"article_fr": "la"`` beside ``"Bibliothèque"``; ``gamedata.read_json`` registers them here).
A French catalog text asks for a name with its article by a format spec (``{card:le}``), and
every field a French text puts after « de », « à » or « que » is contracted or elided:

>>> register_articles({"Bibliothèque": "la", "Haras": "le", "École": "l'", "Les Pyramides": "les"})
>>> fill("{name} veut construire {card:le}", name="Lea", card="Bibliothèque")
'Lea veut construire la Bibliothèque'
>>> fill("Prendre {wonder} ; le coup de {name}", wonder="Les Pyramides", name="Ana")
"Prendre les Pyramides ; le coup d'Ana"
>>> print(fill("la capitale de {card:le}, qu'on donne à {wonder}", card="Haras", wonder="Les Pyramides"))
la capitale du Haras, qu'on donne aux Pyramides
>>> fill("{card:le} est construite", card="École")
"L'École est construite"
"""

import re
from string import Formatter

_ARTICLES = {}               # a French name -> its definite article: "le", "la", "les" or "l'"
SPECS = ("le",)              # the format specs a French text may give a name
VOWELS = "aeiouyhàâäéèêëîïôöûüœæ"
_SENTENCE_END = re.compile(r"(?:^|[.!?]\s+|\n\s*)$")
_ARTICLE_START = re.compile(r"(?:les|le|la)(?= )|l'(?=\w)", re.IGNORECASE)


def register_articles(articles):
    """Add ``{French name: article}`` (the data's ``article_fr``); a name that holds its article
    (« Le Colosse ») is written by ``sentence`` as a sentence writes it."""
    _ARTICLES.update(articles)
    _hold("fr", articles)


def article(name):
    """``name``'s definite article, or ``""`` for a name that takes none (a city, a player).

    >>> register_articles({"Bains": "les"})
    >>> article("Bains"), article("Ana")
    ('les', '')
    """
    return _ARTICLES.get(name, "")


def the(name):
    """``name`` with its definite article, in lower case (« la Bibliothèque », « l'École »,
    « les Pyramides » for a name that holds its article); a name with none is itself.

    >>> register_articles({"Bibliothèque": "la", "École": "l'", "Le Sphinx": "le"})
    >>> the("Bibliothèque"), the("École"), the("Le Sphinx"), the("Ana")
    ('la Bibliothèque', "l'École", 'le Sphinx', 'Ana')
    """
    name = str(name)
    word = article(name)
    if word and name.lower().startswith(word + ("" if word.endswith("'") else " ")):
        return word + name[len(word):]
    if word:
        return word + name if word.endswith("'") else f"{word} {name}"
    return name


# -- a name that holds its article ("The Pyramids", "the Gate", « Le Colosse ») ---------------
_HOLDING = {"en": {}, "fr": {}}      # per language: such a name's words after its article -> that article
_FIND = {"en": None, "fr": None}     # the pattern finding them in a text, made again when one is added
_HELD = {"en": re.compile(r"(the) (.+)", re.IGNORECASE),
         "fr": re.compile(r"(les|le|la) (.+)|(l')(.+)", re.IGNORECASE)}


def register_english(names):
    """Add English names that hold their article ("The Pyramids", "the Gate"): ``sentence``
    writes their article as an English sentence does.

    >>> register_english(["The Sphinx", "the Gate", "Altar"])      # a name with no article: nothing
    >>> sorted(set(_HOLDING["en"]) & {"Sphinx", "Gate", "Altar"})
    ['Gate', 'Sphinx']
    """
    _hold("en", names)


def _hold(lang, names):
    found = {}
    for name in names:
        held = _HELD[lang].fullmatch(str(name))
        if held:
            article, words = (held[1], held[2]) if held[1] else (held[3], held[4])
            found[words] = article.lower()
    if not found.items() <= _HOLDING[lang].items():
        _HOLDING[lang].update(found)
        spaced = "|".join(re.escape(w) for w, a in sorted(_HOLDING[lang].items(), key=lambda i: -len(i[0]))
                          if not a.endswith("'"))
        elided = "|".join(re.escape(w) for w, a in sorted(_HOLDING[lang].items(), key=lambda i: -len(i[0]))
                          if a.endswith("'"))
        articles = "[Tt]he" if lang == "en" else "[Ll]es|[Ll]e|[Ll]a"
        either = [f"(?:{articles}) (?:{spaced})"] if spaced else []
        either += [f"[Ll]'(?:{elided})"] if elided else []
        ahead = "(?=[Tt]he )" if lang == "en" else "(?=[Ll])"     # (its first letters first: a quicker scan)
        _FIND[lang] = re.compile(rf"{ahead}(?<![\w'\"«“‘’])(?<!« )(?:{'|'.join(either)})(?![\w'’])")


def sentence(text, lang="en"):
    """``text`` (in ``lang``) with each name that holds its article (the data's "The Pyramids",
    "the Gate", « Le Colosse ») written as a sentence writes it: its article in lower case inside
    a sentence, with a capital where a new sentence, a line or a label (after « · ») starts. The
    text's own start keeps the data's case: a label ("The Pyramids") or a part of a sentence still
    to be made ("the Gate"). A name in quotes or in `code` is a name to type, and one in a
    ``<Wonder The Pyramids>`` a label: they stay as they are.

    >>> register_english(["The Pyramids", "The Sphinx", "the Gate"])
    >>> sentence("Ana took The Pyramids; Bo built The Sphinx and the Gate. the Gate was revealed")
    'Ana took the Pyramids; Bo built the Sphinx and the Gate. The Gate was revealed'
    >>> sentence("The Pyramids"), sentence("the Gate"), sentence("unknown wonder 'The Pyramids'")
    ('The Pyramids', 'the Gate', "unknown wonder 'The Pyramids'")
    >>> sentence("Age I · the Gate"), sentence("Send a move, e.g. `pick The Pyramids`.")
    ('Age I · The Gate', 'Send a move, e.g. `pick The Pyramids`.')
    >>> sentence("Wonders left: [<Wonder The Pyramids>] and The Sphinx")
    'Wonders left: [<Wonder The Pyramids>] and the Sphinx'
    >>> register_articles({"Le Colosse": "le", "Les Pyramides": "les"})
    >>> sentence("merveilles à construire : Le Colosse, Les Pyramides", "fr")
    'merveilles à construire : le Colosse, les Pyramides'
    """
    find = _FIND[lang]
    if find is None or lang == "en" and "he " not in text:     # (no "The …" nor "the …": most texts)
        return text

    def written(found):
        at = found.start()
        if not at or text.count("`", 0, at) % 2 or text.rfind("<", 0, at) > text.rfind(">", 0, at):
            return found[0]                 # in `code` (a move to type) or in a <repr> (a label)
        first = found[0][0].upper() if _starts_anew(text, at) else found[0][0].lower()
        return first + found[0][1:]

    return find.sub(written, text)


def _starts_anew(text, at):
    r"""Whether what ``text`` holds at ``at`` starts a new sentence, line or label: before it, a
    sentence's end (``.``, ``!``, ``?``) and a space, a line's start (a bullet ``-`` or ``*`` and
    a space after it too), or a label's separator (``·``, ``|``, ``•``). Read back from ``at``
    over the spaces alone (a pattern anchored at ``at`` and searched from the text's start tried
    every position of it: most of ``say``'s time in a long test run).

    >>> [_starts_anew(t, len(t)) for t in ("Ana took ", "Built. ", "Built.", "Age I · ", "a\n  - ", "a\n", "x - ")]
    [False, True, False, True, True, True, False]
    """
    head = text[:at]
    kept = head.rstrip()
    spaces = head[len(kept):]
    if "\n" in spaces:
        return True
    last = kept[-1:]
    if last in ("·", "|", "•"):
        return True
    if last in (".", "!", "?"):
        return bool(spaces)
    if last in ("-", "*") and spaces:          # a bullet: a line's start before it
        before = kept[:-1]
        return "\n" in before[len(before.rstrip()):]
    return False


_SOME = {"bois": "du ", "pierre": "de la ", "argile": "de l'", "minerai": "du ", "verre": "du ",
         "textile": "du ", "papyrus": "du ", "or": "de l'"}


def some(resource):
    """A resource's French name as French says some of it (« du bois », « de l'argile »); a
    word this module does not know is itself.

    >>> some("bois"), some("argile"), some("pierre"), some("Ana")
    ('du bois', "de l'argile", 'de la pierre', 'Ana')
    """
    return _SOME.get(resource, "") + resource


def elides(text):
    """Whether ``text`` starts with a vowel or a mute h, so « de », « que » elide before it.

    >>> elides("Ana"), elides("Éphèse"), elides("Bo"), elides("'Ana'"), elides("3")
    (True, True, False, False, False)
    """
    return bool(text) and text[0].lower() in VOWELS


def join(before, value):
    """``before`` (the text so far) followed by ``value`` (a field), as French writes them: the
    contractions du, des, au, aux, the elisions d', qu', an article in lower case inside a
    sentence and a capital at the start of one.

    >>> join("le coup de ", "Ana"), join("la part de ", "Le Colosse"), join("passe à ", "les Jardins")
    ("le coup d'Ana", 'la part du Colosse', 'passe aux Jardins')
    >>> join("à partir de ", "la Loi"), join("Prendre ", "Les Pyramides"), join("", "les Pyramides")
    ('à partir de la Loi', 'Prendre les Pyramides', 'Les Pyramides')
    """
    value = str(value)
    start = _ARTICLE_START.match(value)
    if not start:
        pass
    elif _SENTENCE_END.search(before):
        return before + value[0].upper() + value[1:]
    else:
        value = value[0].lower() + value[1:]
    words = re.search(r"(?:^|(?<=[\s(«'’]))(de|à|que|puisque|lorsque|jusqu'à) $", before, re.IGNORECASE)
    if not words:
        return before + value
    word, head = words[1], before[:words.start(1)]
    low = word.lower()
    if start and low in ("de", "à") and value.startswith(("le ", "les ")):
        contracted = {("de", "le "): "du ", ("de", "les "): "des ", ("à", "le "): "au ", ("à", "les "): "aux "}
        article_word = "le " if value.startswith("le ") else "les "
        shown = contracted[low, article_word]
        return head + (shown.capitalize() if word[0].isupper() else shown) + value[len(article_word):]
    if low in ("de", "que", "puisque", "lorsque") and not start and elides(value):
        return head + word[:-1] + "'" + value
    return before + value


def after_colon(text):
    """``text`` as French writes it after a colon inside a sentence: its first letter in lower
    case when its first word is a common word (one wonderlab's French texts write in lower case
    somewhere: « Construction impossible » goes on « construction impossible »), never a name
    (« Ana », a card's).

    >>> after_colon("Fichier introuvable"), after_colon("Ana a déjà joué"), after_colon("L'action n° 3")
    ('fichier introuvable', 'Ana a déjà joué', "l'action n° 3")
    """
    first = re.match(r"[^\W\d_]+", text)
    if first and text[0].isupper() and first[0].lower() in _common_words():
        return text[0].lower() + text[1:]
    return text


def _common_words(cache={}):     # noqa: B006  (remade only when more texts were registered)
    from .i18n import catalog

    texts = catalog()
    if cache.get("size") != len(texts):
        words = set()
        for text in texts.values():
            words.update(re.findall(r"(?<![\w{])([a-zà-ÿ][^\W\d_]*)", text["fr"]))
        cache.update(size=len(texts), words=words - {"ana", "bo", "cy", "di"})
    return cache["words"]


# words ending in s that are singular too, or that are no noun a count agrees with
INVARIABLE = {"fois", "bois", "pas", "plus", "mois", "sous", "dans", "sans", "après", "très", "vers", "puis",
              "temps", "lors", "bras", "prix", "choix", "voix", "processus", "papyrus", "compas", "haras",
              "dès", "depuis", "alors", "moins", "des", "les", "ses", "mes", "tes", "vos", "nos", "leurs",
              "aux", "ces", "tous", "jamais", "corps", "poids", "dos", "repas", "parmi"}
_NEXT_WORD = re.compile(r"([\u00a0 ])([^\W\d_]{3,})(?=$|[\s.,;:!?)/»])")


def agree(after):
    """The words after a count under 2 that take the singular (French: « 0 carte », « 1 carte
    jaune »): the plural noun that follows and the adjectives agreeing with it, up to a word
    that is none of them.

    >>> agree(" cartes jaunes dans la pioche"), agree(" fois"), agree(" processus Dask")
    (' carte jaune dans la pioche', ' fois', ' processus Dask')
    """
    done = 0
    while True:
        word = _NEXT_WORD.match(after, done)
        if not word or not word[2].endswith("s") or word[2].lower() in INVARIABLE:
            return after
        after = after[:word.start(2)] + word[2][:-1] + after[word.end(2):]
        done = word.end(2) - 1


def number(value, spec=""):
    """A number as French writes it: a decimal comma, a narrow no-break space before ``%``.

    >>> number(54.0), number(2 / 3, ".2f"), number(1 / 3, ".1%"), number(7, "3d")
    ('54,0', '0,67', '33,3\u202f%', '  7')
    """
    text = format(value, spec)
    if isinstance(value, float) or spec.endswith(("f", "e", "g", "%")):
        text = text.replace(".", ",").replace("%", "\u202f%")
    return text


class _French(Formatter):
    def vformat(self, template, args, fields):
        out, count = "", None
        for literal, name, spec, conversion in self.parse(template):
            out += agree(literal) if count is not None and singular(count) else literal
            count = None
            if name is None:
                continue
            value, _ = self.get_field(name, args, fields)
            value = self.convert_field(value, conversion)
            if spec in SPECS:
                value = the(value)
            elif spec and "{" in spec:
                value = format(value, self.vformat(spec, args, fields))
            elif isinstance(value, int | float) and not isinstance(value, bool):
                count, value = value, number(value, spec)
            else:
                value = format(value, spec)
            out = join(out, value)
        return out


_FRENCH = _French()


def fill(template, **fields):
    """A French ``template`` with its ``fields``, as ``str.format`` fills it, with the grammar of
    this module (``{name:le}``: the name with its article).

    >>> fill("{count:.1f} points ; {who!r} ; {n} cartes jaunes", count=54, who="Ana", n=1)
    "54,0 points ; 'Ana' ; 1 carte jaune"
    """
    return _FRENCH.vformat(template, (), fields)


def singular(count, language="fr"):
    """Whether ``count`` takes the singular: in English 1 only; in French every count under 2
    (« 0 carte », « 1 point », « 1,5 point », « 2 points »), as CLDR's plural rules say.

    >>> [singular(n) for n in (0, 1, 1.5, 2, -1)], [singular(n, "en") for n in (0, 1, 2)]
    ([True, True, True, False, True], [False, True, False])
    """
    if language == "fr":
        return abs(count) < 2
    return count == 1


_DOUBLED = {"put": "putting", "get": "getting", "set": "setting", "stop": "stopping", "swap": "swapping"}


def gerund(text):
    """An English option, written as an order (« Activate Anubis … »), as a gerund phrase to name
    it inside a sentence (« Compared with activating Anubis … »), its first word in lower case.

    >>> gerund("Activate Zeus for free"), gerund("Put the Snake on Pharmacy"), gerund("Conspire: draw 2")
    ('activating Zeus for free', 'putting the Snake on Pharmacy', 'conspiring: draw 2')
    >>> gerund("Take no more Senate action"), gerund("Do nothing more"), gerund("Apply the token, then discard it")
    ('taking no more Senate action', 'doing nothing more', 'applying the token, then discarding it')
    """
    word, rest = re.match(r"([A-Za-z]+)(.*)", text, re.DOTALL).groups()
    rest = re.sub(r"(, then )([a-z]+)", lambda m: m[1] + _ing(m[2]), rest)
    return _ing(word.lower()) + rest


def _ing(verb):
    if verb in _DOUBLED:
        return _DOUBLED[verb]
    if verb.endswith("e") and not verb.endswith(("ee", "ye", "oe")) and len(verb) > 2:
        return verb[:-1] + "ing"
    return verb + "ing"
