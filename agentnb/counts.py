"""Counts written in words: "two" to "ninety-nine" ("twenty-four", "twenty four"), and
"one" where it counts something ("one seat left", not "the one you asked about"). The
answer checks read them as the numbers they stand for (``agentnb.forms.counted``,
``agentnb.conversions.worded``); the grounding rules read a request's counts up to twenty
(``agentnb.grounding``).
"""

from __future__ import annotations

import re

# counts in words, two to ninety-nine ("twenty-one" is a count); "one" alone is read by
# ``one_counted``, being as often a pronoun ("the one in Paris")
_ONES = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
_TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
COUNT_WORDS = {w: n for n, w in enumerate(
    [*_ONES[1:], "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
     "seventeen", "eighteen", "nineteen"], 2)} | {w: 20 + 10 * i for i, w in enumerate(_TENS)}
# a count in words ("twenty-four", "twenty four", "fifteen"), longest words first
COUNT = (rf"(?:(?:{'|'.join(_TENS)})(?:[-\s](?:{'|'.join(_ONES)}))?"
         rf"|{'|'.join(sorted(COUNT_WORDS, key=len, reverse=True))})")
_COUNT_IN_TEXT = re.compile(rf"\b{COUNT}\b", re.IGNORECASE)


def count_of(words: str) -> int | None:
    """The number a count in words stands for: "twenty-four" 24, "twenty four" 24, "fifteen"
    15; ``None`` for anything else ("one" alone, "a hundred")."""
    parts = re.split(r"[-\s]+", words.strip().lower())
    if len(parts) == 1:
        return COUNT_WORDS.get(parts[0])
    if len(parts) == 2 and parts[0] in _TENS and parts[1] in _ONES:
        return COUNT_WORDS[parts[0]] + _ONES.index(parts[1]) + 1
    return None


def counts_in(text: str) -> list[int]:
    """The counts ``text`` writes in words, two to ninety-nine (``count_of``)."""
    return [n for m in _COUNT_IN_TEXT.finditer(text) if (n := count_of(m.group())) is not None]


# "one" counts something where a word follows it that is no function word, auxiliary or
# modal ("one seat left", "makes one stop", "one new message"), and neither of the two words
# before it is a determiner ("the one you asked about", "this one is full", "a big one")
_ONE = re.compile(r"(?<![\w'’-])one\s+([a-z]+)\b(?!['’-])", re.IGNORECASE)
_NOT_AFTER_ONE = frozenset({
    "of", "in", "at", "on", "for", "to", "from", "with", "by", "about", "that", "which",
    "who", "whom", "whose", "is", "are", "was", "were", "be", "been", "being", "has",
    "have", "had", "can", "could", "should", "would", "might", "must", "may", "will",
    "shall", "does", "did", "do", "and", "or", "but", "nor", "another", "more", "less",
    "than", "if", "when", "where", "as", "so", "too"})
# "one" right after these is a count whatever follows it ("Only one is left.", "Just one.")
_ONLY_ONE = re.compile(r"\b(?:only|just|exactly)\s+one\b(?!['’-])", re.IGNORECASE)
# "one" with nothing after it but a mark counts what the sentence speaks of ("Bo has
# one.", "Yes, one."), unless a determiner is among the two words before it ("a nice
# one.", "Which one?")
_END_ONE = re.compile(r"(?<![\w'’-])one(?=\s*(?:[.,;:!?)]|$))", re.IGNORECASE)
_DETERMINERS = frozenset({
    "the", "this", "that", "these", "those", "which", "what", "each", "every", "any",
    "no", "some", "another", "a", "an", "either", "neither", "whichever"})


def one_counted(text: str) -> bool:
    """Whether ``text`` writes "one" as a count of something (1): followed by a word that is
    no function word, auxiliary or modal, and with no determiner in the two words before
    it; or right after "only", "just" or "exactly", whatever follows ("Only one is
    left.", "Just one."), with no determiner before ("the only one I see"); or with
    nothing after it but a mark, and no determiner in the two words before it ("Bo has
    one.", "Yes, one.").
    Precondition: "one" before a noun, with no article, counts it ("only one seat left",
    "one night"), and so does "only one", and "one" ending a clause with no article
    before it; with an article before it or a verb or "of" after it, it is a pronoun
    ("the one in Paris", "a nice one.", "one of them", "one can see"). Where it can be
    wrong: "one" before a noun that counts something other than the result's value ("one
    thing to note"), read as the value 1, and an article more than two words before ("a
    really nice one."). Read as 1 where it is not, it can only hide that an answer leaves
    a result's value out; it never makes a number from nowhere."""
    found = [(m.start(), m.group(1)) for m in _ONE.finditer(text)] + [
        (m.end() - 3, "") for m in _ONLY_ONE.finditer(text)] + [
        (m.start(), "") for m in _END_ONE.finditer(text)]
    for start, after in found:
        if after.lower() in _NOT_AFTER_ONE:
            continue
        before = re.findall(r"[a-z]+", text[max(0, start - 40):start].lower())[-2:]
        if not _DETERMINERS & set(before):
            return True
    return False


def plural_of(word: str, thing: str) -> bool:
    """Whether ``word`` is ``thing`` or its plural ("tyres" of "tyre", "cities")."""
    low = word.lower()
    return low in (thing, thing + "s", thing + "es") or (
        thing.endswith("y") and low == thing[:-1] + "ies")
