"""The forms an answer may write a result's value in (``agentnb.forms``), and what the
answer checks make of them, with a scripted model where the loop is run (its replies
written here, labelled as such). ``bench/written_answers.py`` counts the checks' false
alarms on answers written as a larger model writes them."""

import datetime
import json
import time

import pytest

from agentnb import Agent, Tool
from agentnb.checks import Evidence, signs, unsupported_numbers, uses
from agentnb.counts import count_of, counts_in, one_counted
from agentnb.forms import (
    Date,
    calendar_days,
    clock24,
    code_words,
    counted,
    date_in_words,
    dated,
    dates_in,
    fits_weekday,
    gives,
    local_dates,
    lone_weekdays,
    named_dates,
    quoted_part,
    range_ends,
    relative_days,
    same_date,
    time_of_day,
    twelve_hour,
    weekdays_named,
    zoned,
)
from agentnb.testing import ScriptedModel, tool_call_message
from agentnb.units import numbers_written
from tests.helpers.common import answered


def test_a_code_is_given_by_its_words():
    assert code_words("It is in transit.", "in_transit")
    assert code_words("Out for delivery today", "out-for-delivery")
    assert not code_words("It is in transition", "in_transit")  # a word cut short
    assert not code_words("Invoice INV 7", "INV-7")  # digits: an identifier, as given
    # an article, one other word or both between two of its words, a possessive on one;
    # more words make another phrase
    assert code_words("It is waiting on the customer.", "waiting-on-customer")
    assert code_words("R-4 is waiting for new parts.", "waiting_for_parts")
    assert code_words("It was sent to an assessor's desk.", "sent_to_assessor")
    assert code_words("Awaiting the customer's reply.", "awaiting_customer_reply")
    assert code_words("No, the payment has failed.", "payment_failed")
    assert not code_words("waiting on a reply from the customer", "waiting-on-customer")
    assert not code_words("waiting for a new set of parts", "waiting_for_parts")
    # a negation between the words, or in the two words before them, denies the code
    assert not code_words("The payment never failed.", "payment_failed")
    assert not code_words("The card wasn't declined.", "card_declined")
    assert not code_words("It was not sent to your bank.", "sent_to_bank")
    assert not code_words("It hasn't been sent to the bank.", "sent_to_bank")
    assert not code_words("AC-3 is no longer on hold.", "on_hold")
    assert code_words("No, AC-3 is on hold.", "on_hold")  # a negation in another clause
    # the end of a word is no negation where the 30 characters looked at cut it
    # ("volcano" is no "no")
    assert code_words(f"A volcano {'w' * 26} sent to your bank.", "sent_to_bank")
    assert not code_words("It cannot be sent to your bank.", "sent_to_bank")
    assert not uses("It was not sent to your bank.", "sent_to_bank")
    # two content words, also the other way round (``bench/written_answers.py --batch
    # reversed``): an adjective before its noun
    assert code_words("Q-7 is a rejected claim.", "claim_rejected")
    assert code_words("That was a declined card.", "card_declined")
    assert not code_words("That was not a declined card.", "card_declined")
    assert not code_words("Hold on, it shipped.", "on_hold")  # "on" is no content word
    assert not code_words("It rejected my claim.", "claim_rejected")  # another word between
    assert not code_words("a lost reply from the customer", "awaiting_customer_reply")


def test_a_percentage_and_below_zero_scale_the_number():
    assert numbers_written("82% and 40 percent, minus 4, 38 degrees below zero") == [
        ("82", 0.01), ("40", 0.01), ("4", -1.0), ("38", -1.0)]
    assert uses("Humidity is 82%.", "0.82") and not uses("Humidity is 28%.", "0.82")
    assert uses("Lee got about 51% of the vote.", "0.513")  # rounded, two digits
    assert uses("It's minus 4 degrees.", "-4") and not uses("It's 4 degrees.", "-4")
    assert unsupported_numbers("Humidity is 82%.", ['{"humidity": 0.82}']) == []
    assert unsupported_numbers("It is 38 degrees below zero.", ["-38"]) == []
    assert unsupported_numbers("It is 38 degrees.", ["-38"]) == ["38"]


def test_a_12_hour_time_is_its_24_hour_one():
    assert clock24("It's 2:40 PM, then 12:30 a.m., then 9:05.") == \
        "It's 14:40, then 00:30, then 09:05."
    assert clock24("at 12:15 pm") == "at 12:15" and clock24("13:10 pm") == "13:10 pm"
    # an hour alone with am or pm; a number alone is no time
    assert clock24("from 2 PM to 10 a.m., 4 apples") == "from 14:00 to 10:00, 4 apples"
    # an ISO timestamp's date apart from its time: "T" glued the day to the hour
    assert clock24("2026-12-08T15:00:00Z") == "2026-12-08 15:00:00Z"
    assert unsupported_numbers("On December 8 at 3 PM.", ['{"at": "2026-12-08T15:00:00Z"}']) \
        == []
    assert unsupported_numbers("On December 8 at 5 PM.", ['{"at": "2026-12-08T15:00:00Z"}']) \
        == ["5 PM"]
    text, found = twelve_hour("Opens at 8:30 AM, closes 17:00.")
    assert found == [("8:30 AM", "08:30")] and "8:30" not in text and "17:00" in text
    assert gives("It's 2:40 PM in Tokyo.", "14:40")
    # a value as given stays given, whatever the clock makes of it
    assert gives("It starts 2026-12-08T15:00:00Z.", "2026-12-08T15:00:00Z")
    assert gives("Open 9 am to 5 PM", "9 am to 5 PM")
    assert not gives("It's 2:40 AM in Tokyo.", "14:40")
    # "noon" and "midnight" name their hours
    assert gives("It opens at noon.", "12:00") and gives("Open till 12 midnight", "00:00")
    assert not gives("It opens at midnight.", "12:00") and clock24("afternoon") == "afternoon"
    assert unsupported_numbers("It's 2:40 PM.", ["14:40"]) == []
    assert unsupported_numbers("It's 4:40 PM.", ["14:40"]) == ["4:40 PM"]


def test_a_part_of_the_day_makes_an_hour_a_time():
    assert clock24("opens at 6 in the morning") == "opens at 06:00"
    assert clock24("from 9 in the morning until 6 in the evening") == "from 09:00 until 18:00"
    assert clock24("lands at 11 at night, the bus at 12:30 at night") == \
        "lands at 23:00, the bus at 00:30"
    assert clock24("at 8 o'clock in the morning") == "at 08:00"
    assert clock24("went off at 3:12 in the afternoon") == "went off at 15:12"
    # a bare hour only after a word that leads to a time: "take 2 in the morning" is a count
    assert clock24("Take 2 in the morning.") == "Take 2 in the morning."
    assert clock24("Take 1 at night.") == "Take 1 at night."
    padded = "a flat" + " " * 14 + "9 in the evening"  # "at" is the end of "flat"
    assert clock24(padded) == padded
    # an hour the part of the day does not hold is no time
    assert clock24("at 2 in the evening") == "at 2 in the evening"
    assert gives("The bakery opens at 7:30 in the morning.", "07:30")
    assert unsupported_numbers("It closes at 9 in the evening.", ['{"closes": "21:00"}']) == []
    assert unsupported_numbers("It closes at 8 in the evening.", ['{"closes": "21:00"}']) == \
        ["8 in the evening"]
    assert unsupported_numbers("Take 2 in the morning.", ['{"tablets": 2}']) == []


def test_dates_in_words_and_in_digits():
    assert [d for _, d in named_dates("from December 6th to the 8th of Dec, 2026")] == [
        (12, 6, None), (12, 8, 2026)]
    assert [d for _, d in named_dates("Oct 2nd, 2025; 10 Feb 2026; Sept. 9")] == [
        (10, 2, 2025), (2, 10, 2026), (9, 9, None)]
    # "may" and "march" are the months only as "May" and "March"
    assert [d for _, d in named_dates("Up to 5 may attend on May 5th.")] == [(5, 5, None)]
    assert named_dates("we march 3 miles") == [] and named_dates("on March 3")
    assert named_dates("December 2026, march 40") == []  # a year, no day; no such day
    # ISO, a timestamp's, and digits in either order where both can be a date
    assert set(dates_in('{"a": "2026-12-05T19:45:00Z", "b": "12/09/2026"}')) == {
        (12, 5, 2026), (12, 9, 2026), (9, 12, 2026)}
    assert dates_in("24.12.2026 and 2026/12/24") == [(12, 24, 2026), (12, 24, 2026)]
    assert dates_in("version 1.2.3, 3/4") == []
    assert same_date(Date(12, 24, None), [Date(12, 24, 2026)])
    assert not same_date(Date(12, 24, 2025), [Date(12, 24, 2026)])
    assert not same_date(Date(12, 23, None), [Date(12, 24, 2026)])
    # a blanked date does not join the words around it (found by tests/test_fuzz.py)
    assert unsupported_numbers("09:05 24th of Dec in the morning", []) == [
        "24th of Dec", "09", "05"]
    text, named, ordinals = dated("On the 24th, not December 23rd.")
    assert named == [("December 23rd", (12, 23, None), None)]
    assert ordinals == [("24th", 24, None)]
    assert "24" not in text and "23" not in text


def test_a_date_no_source_gives_is_unsupported():
    moon = ['When is the next full moon?', '{"phase": "full", "date": "2026-12-24"}']
    assert unsupported_numbers("It is on December 24th.", moon) == []
    assert unsupported_numbers("It is on the 24th of December, 2026.", moon) == []
    assert unsupported_numbers("It is on December 23rd.", moon) == ["December 23rd"]
    assert unsupported_numbers("It is on December 24, 2025.", moon) == ["December 24, 2025"]
    assert unsupported_numbers("It is on the 25th.", moon) == ["25th"]
    assert unsupported_numbers("On the 24th.", moon) == []
    # the request's date is a source; a date in digits is read both ways
    museum = ["Is the museum open on March 14th?", '{"open": true}']
    assert unsupported_numbers("Yes, on March 14th.", museum) == []
    assert unsupported_numbers("Yes, on March 15th.", museum) == ["March 15th"]
    assert unsupported_numbers("On April 15th.", ['{"date": "04/15/2027"}']) == []
    # an ordinal is its number: a floor or a place the result gives
    assert unsupported_numbers("It is on the 2nd floor.", ['{"floor": 2}']) == []
    assert unsupported_numbers("It is on the 3rd floor.", ['{"floor": 2}']) == ["3rd"]
    assert uses("Room B2 is on the 2nd floor.", "2") and counted("finished 1st", 1)
    assert not uses("Room B2 is on the 3rd floor.", "2")


def test_a_weekday_beside_a_date_is_checked_by_the_calendar():
    moon = ['{"phase": "full", "date": "2026-12-24"}']
    assert unsupported_numbers("On Thursday, December 24th.", moon) == []
    assert unsupported_numbers("On Monday, December 24th.", moon) == [
        "Monday, December 24th"]
    # the year written, or the one of a source's date with that month and day
    assert unsupported_numbers("Due Friday, January 15, 2027.", []) == [
        "Friday, January 15, 2027"]  # no source gives the date at all
    assert fits_weekday(4, [], 15, 1, 2027) and not fits_weekday(3, [], 15, 1, 2027)
    game = ['{"starts": "2026-12-05T19:45:00Z"}']
    assert unsupported_numbers("On Saturday the 5th at 7:45 PM.", game) == []
    assert unsupported_numbers("On Friday the 5th at 7:45 PM.", game) == ["Friday the 5th"]
    assert unsupported_numbers("Wednesday 3 February", ['"2027-02-03"']) == []
    # not checked: no year to be found
    assert unsupported_numbers("On Friday, December 12th.", ['"December 12"']) == []
    # an abbreviation with a capital ("sun" is a word too)
    assert unsupported_numbers("Thu, Dec 10 at 3 PM", ['"2026-12-10T15:00:00Z"']) == []
    assert unsupported_numbers("Fri, Dec 10 at 3 PM", ['"2026-12-10T15:00:00Z"']) == [
        "Fri, Dec 10"]
    assert unsupported_numbers("Tues. Dec 8", ['"2026-12-08"']) == []
    assert unsupported_numbers("in the sun, Dec 10", ['"2026-12-10"']) == []
    assert fits_weekday(None, [], 30, 2, 2027) and fits_weekday(0, [], 30, 2, 2027)
    text, named, ordinals = dated("Tuesday, December 8th and Sunday the 6th")
    assert named == [("Tuesday, December 8th", (12, 8, None), 1)]
    assert ordinals == [("Sunday the 6th", 6, 6)]
    assert lone_weekdays(text) == []  # each weekday is blanked with its date


def test_a_weekday_with_no_date_beside_it():
    parcel = ['When will parcel T-10 arrive?', '{"eta": "2026-12-10"}']  # a Thursday
    assert unsupported_numbers("It arrives on Thursday.", parcel) == []
    assert unsupported_numbers("It arrives on Tuesday.", parcel) == ["Tuesday"]
    assert unsupported_numbers("It arrives on Tuesdays.", parcel) == ["Tuesdays"]
    assert gives("It arrives on Thursday.", "2026-12-10") and not gives(
        "It arrives on Tuesday.", "2026-12-10")
    assert gives("Due on Friday.", "15/01/2027") and gives("Monday", "2027-01-04T09:00Z")
    # a weekday a source names, by its name, an abbreviation or "weekdays"/"weekend"
    assert unsupported_numbers("On Saturday it snows.", ["Snow on Saturday?", '"2026-12-07"']
                               ) == []
    hours = ['{"open": "Mon-Fri", "next": "2026-12-05"}']
    assert unsupported_numbers("Open Monday to Friday.", hours) == []
    assert unsupported_numbers("Open Monday.", ['{"weekdays": "06:30", "on": "2026-12-05"}']
                               ) == []
    assert weekdays_named("weekend, Wed and monday") == {0, 2, 5, 6}
    # not checked: no date in the sources, or one with no year a dated one matches
    assert unsupported_numbers("It arrives on Tuesday.", ['{"eta": "soon"}']) == []
    assert unsupported_numbers("On Friday.", ['"December 20"', '"2026-12-10"']) == []
    assert unsupported_numbers("On Friday.", ['"December 10"', '"2026-12-10"']) == [
        "Friday"]
    assert calendar_days([Date(12, 20, None)]) is None and calendar_days([]) is None
    # a weekday in a name is no day ("Black Friday"); one starting a clause or after
    # "On", "Next" is
    assert lone_weekdays("The Black Friday sale, Easter Sunday") == []
    # a weekday wished for, ending its sentence, is no claim (bench/written_answers.py
    # --batch greetings); one that states when something happens is
    source = ['"2026-12-15T20:00:00"']  # a Tuesday
    assert unsupported_numbers("On Tuesday at 8 PM. Have a lovely Sunday!", source) == []
    for wish in ("Enjoy your Sunday.", "Enjoy the rest of your Sunday!", "Have a Sunday!",
                 "have a great Sunday"):
        assert lone_weekdays(wish) == [], wish
    for claim in ("Enjoy your Sunday delivery.", "Have a look on Sunday!",
                  "Have a lovely Sunday, Ana!", "We have a slot on Sunday."):
        assert lone_weekdays(claim) == [("Sunday", 6)], claim
    assert unsupported_numbers("On Wednesday. Have a lovely Sunday!", source) == [
        "Wednesday"]
    assert lone_weekdays("Paris, Friday. On Monday. Next Tuesday") == [
        ("Friday", 4), ("Monday", 0), ("Tuesday", 1)]


def test_an_iso_date_is_given_by_its_month_and_day():
    assert date_in_words("on december 24, 2026", "2026-12-24")
    assert date_in_words("due on 5 january 2027", "2027-01-05")
    assert date_in_words("shipped on nov 30.", "2026-11-30")
    assert date_in_words("on dec. 24, 2026", "2026-12-24")
    assert date_in_words("the 3rd of feb", "2027-02-03")
    assert date_in_words("on december 31 at noon", "2026-12-31T23:59:00")
    assert not date_in_words("december 14, 2026", "2026-12-24")
    assert not date_in_words("5 february 2027", "2027-01-05")
    assert not date_in_words("2 oct 2025", "2026-10-02")  # another year written
    assert not date_in_words("december 240", "2026-12-24")
    assert date_in_words("on december 4", "2026-12-04T13:30:00+01:00")  # an offset after
    # a date in digits or in words as the value; the day's ordinal alone when no month is
    # named, and not when another date is
    assert date_in_words("On December 9th.", "12/09/2026")
    assert date_in_words("on the 9th of December", "Wednesday, December 9, 2026")
    assert date_in_words("The full moon is on the 24th.", "2026-12-24")
    assert not date_in_words("The full moon is on the 25th.", "2026-12-24")
    assert not date_in_words("on Sunday, December 6th, not the 5th", "2026-12-05T19:45:00Z")


def test_a_timestamp_is_given_by_its_time_of_day_when_no_other_date_is_named():
    leeds = "2026-12-04T18:05:00+00:00"
    assert time_of_day(clock24("leaves at 6:05 PM today"), leeds)
    assert time_of_day("leaves at 18:05", leeds) and not time_of_day("at 8:05 pm", leeds)
    assert not time_of_day(clock24("on December 5 at 6:05 PM"), leeds)  # another date
    assert gives("On December 4 at 6:05 PM.", leeds)  # its own date: date_in_words
    assert not time_of_day("at 18:05", "2026-12-04")  # a date alone has no time


def test_part_of_a_phrase_quoted_word_for_word():
    value = "using more words than needed"
    assert quoted_part("'verbose' means more words than needed.", value)
    assert not quoted_part("'verbose' means short and to the point.", value)
    assert quoted_part("lasting a very short time", "lasting for a very short time")
    assert not quoted_part("the motto is about trust", "strength in unity and trust")
    assert not quoted_part("in the city", "in the city")  # under four words: as given
    # a run of plain words alone is no quotation
    assert not quoted_part("it is one of the best", "one of the best known works")


def test_a_day_named_by_its_distance_from_the_answers():
    today = datetime.date(2026, 12, 4)
    parcel = ['{"eta": "2026-12-05"}']
    assert unsupported_numbers("It arrives tomorrow.", parcel, today) == []
    assert unsupported_numbers("It arrives today.", parcel, today) == ["today"]
    assert unsupported_numbers("It arrives Tomorrow.", ['"2026-12-08"'], today) == [
        "Tomorrow"]
    assert unsupported_numbers("It starts tonight at 8 PM.", ['"2026-12-04T20:00:00"'],
                               today) == []
    assert unsupported_numbers("It was paid yesterday.", ['"2026-12-03"'], today) == []
    # a word the request says, a source with no date, no day known: not checked
    assert unsupported_numbers("Rain tomorrow.", ["Rain tomorrow?", '"2026-12-04"'],
                               today) == []
    assert unsupported_numbers("Snow today.", ['{"sky": "snow"}'], today) == []
    assert unsupported_numbers("It arrives today.", parcel) == []
    assert gives("It arrives tomorrow.", "2026-12-05", today)
    assert gives("Today's rate is 1.08.", "2026-12-04T09:00:00Z", today)
    assert not gives("It arrives tomorrow.", "2026-12-06", today)
    assert not gives("It arrives tomorrow.", "2026-12-05")  # no day known
    assert relative_days("yesterday or today", today) == [
        ("yesterday", (12, 3, 2026)), ("today", (12, 4, 2026))]


def test_zoned_timestamps_read_alike_on_every_supported_python():
    """Python 3.10's ``fromisoformat`` reads no "Z", no offset without its colon and no
    fraction of a second but of 3 or 6 digits; ``zoned`` reads them all, as 3.11 does."""
    utc = datetime.timezone.utc
    want = datetime.datetime(2026, 12, 5, 3, 0, tzinfo=utc)
    assert zoned("2026-12-05T03:00:00Z") == want
    assert zoned("2026-12-05T04:00:00+0100") == want
    assert zoned("2026-12-04 22:00-05:00") == want
    assert zoned("2026-12-05T03:00:00.5Z") == want + datetime.timedelta(milliseconds=500)
    assert zoned("2026-12-05T03:00:00.1234567Z").microsecond == 123456
    with pytest.raises(ValueError):
        zoned("2026-13-05T03:00:00Z")


def test_a_zoned_timestamp_is_also_read_on_this_machines_clock(monkeypatch):
    """In California, 03:00 UTC on Saturday, December 5 is 7 PM on Friday, December 4:
    "tonight" there; a date or a weekday written out is the source's, as written."""
    eta = ['{"eta": "2026-12-05T03:00:00Z"}']
    today = datetime.date(2026, 12, 4)
    try:
        # on UTC (another source text: the sources' dates are kept per text, for draws)
        monkeypatch.setenv("TZ", "UTC")
        time.tzset()
        assert unsupported_numbers("It arrives tonight.", [f"{eta[0]} "], today) == [
            "tonight"]
        monkeypatch.setenv("TZ", "America/Los_Angeles")
        time.tzset()
        assert unsupported_numbers("It arrives tonight.", eta, today) == []
        assert unsupported_numbers("It arrives tomorrow.", eta, today) == []  # as written
        assert unsupported_numbers("It arrives on Friday.", eta, today) == ["Friday"]
        assert unsupported_numbers("On December 4 at 3 AM.", eta, today) == ["December 4"]
        naive = ['"2026-12-05T03:00:00"']  # no zone: the day as written
        assert unsupported_numbers("It arrives tonight.", naive, today) == ["tonight"]
        assert gives("It arrives tonight.", "2026-12-05T03:00:00Z", today)
        assert not gives("It arrives tonight.", "2026-12-05T03:00:00", today)
        assert not gives("It arrives on December 4.", "2026-12-05T03:00:00Z")
        assert not gives("It arrives on Friday.", "2026-12-05T03:00:00Z")
        assert local_dates("2026-12-05T03:00:00Z, 2026-12-05T03:00:00") == [
            Date(12, 4, 2026)]
    finally:
        monkeypatch.undo()
        time.tzset()


def test_the_day_of_a_scripted_answer_is_its_steps():
    """Through the loop (a scripted model: its replies written here): "tomorrow" is the
    day after the answer step's, on this machine's clock."""
    tomorrow = (datetime.date.today() + datetime.timedelta(days=1)).isoformat()
    later = (datetime.date.today() + datetime.timedelta(days=3)).isoformat()
    for eta, flagged in ((tomorrow, []), (later, ["unsupported", "unused"])):
        tool = Tool.from_schema("get_parcel", "When a parcel arrives.", {
            "type": "object", "properties": {"tracking": {"type": "string"}},
            "required": ["tracking"]}, fn=lambda tracking, _e=eta: {"eta": _e})
        _, step = answered(tool, {"tracking": "T-4"}, "When will parcel T-4 arrive?",
                           "It arrives tomorrow.")
        assert step.check_kinds() == flagged
        assert ("tomorrow" in step.unsupported) == bool(flagged)


def test_a_range_is_given_by_its_ends():
    assert range_ends("Mon-Sat 07:00-18:00") == ["07:00", "18:00"]
    assert range_ends("20–30") == ["20", "30"] and range_ends("45 to 60") == ["45", "60"]
    # a date, a code, a number with a leading zero or whose first end is not below the
    # second: no range
    assert range_ends("2026-11-20") == range_ends("D-12") == range_ends("555-0142") == []
    assert uses("Open from 6:30 AM to 9 PM.", "06:30-21:00")
    assert uses("It opens at 6:30 in the morning.", "06:30-21:00")
    assert uses("It takes three to five days.", "3-5")
    assert not uses("It takes about a week.", "3-5")
    assert not uses("Call 555.", "555-0142")
    # a wrong other end is a number from nowhere
    assert unsupported_numbers("Open from 6:30 AM to 8 PM.", ['"06:30-21:00"']) == ["8 PM"]


def test_a_count_in_words():
    assert counted("Mars has two moons.", 2) and not counted("Mars has three moons.", 2)
    assert not counted("the one in Paris", 1)  # "one": likely a pronoun
    assert not counted("all fourteen booked", 4)
    assert gives("seven seats left", "7") and uses("seven seats left", "7")
    # up to ninety-nine, with or without a hyphen (bench/written_answers.py --batch counts)
    assert counted("twenty-four seats", 24) and counted("Twenty four seats", 24)
    assert counted("fifteen pupils", 15) and counted("ninety minutes", 90)
    assert not counted("twenty-five seats", 24) and not counted("fifty pupils", 15)
    assert not counted("seventeen", 7) and not counted("seventy", 7)
    assert counts_in("one, twenty-one, a hundred, ninety nine") == [21, 99]
    assert count_of("thirty-six") == 36 and count_of("one") is None
    assert count_of("twenty-twenty") is None and count_of("ten-five") is None


def test_one_counts_where_a_noun_follows_it_and_no_determiner_comes_before():
    """``bench/written_answers.py --batch ones``: "only one seat left" for 1."""
    for text in ("There's one room free.", "It has just one exit.", "One ticket remains.",
                 "You get one free coffee", "a route with one change"):
        assert one_counted(text) and counted(text, 1), text
    for text in ("The one in Paris is shut.", "one of them", "This one is cheap.",
                 "One can see the sea.", "a big one", "no one came", "someone called",
                 "twenty-one seats", "a one-way ticket", "Which one is it?", "one's own",
                 "The only one I see is from Bo.", "Flat 4B is a nice one.", "Which one?",
                 "Bo has a new one.", "It's the only one.", "Take the one, please."):
        assert not one_counted(text), text
    # right after "only", "just" or "exactly", whatever follows (``--batch onlyone``)
    for text in ("Only one is left.", "Just one.", "Exactly one matches.", "It has only one."):
        assert one_counted(text), text
    # with nothing after it but a mark (``--batch endone``)
    for text in ("It has one.", "Bo has one", "Yes, one.", "Loft 2 has one, and two baths.",
                 "Is there one?", "Seats left (one)"):
        assert one_counted(text), text
    assert not counted("one exit", 2) and not counted("two exits", 1)
    rooms = Evidence(["How many rooms are free?", '{"free_rooms": 1}'], ["1"], (),
                     "How many rooms are free?", [("free_rooms", "1")])
    assert signs("There is one free room.", rooms) == signs("There is 1 free room.", rooms)
    assert signs("The one by the lift is free.", rooms).left_out == ["free_rooms: 1"]


def test_the_forms_through_the_checks():
    order = json.dumps({"order_id": "5521", "status": "in_transit"})
    request = "Where is my order 5521?"
    check = Evidence([request, order], ["in_transit"], (), request,
                     [("status", "in_transit")])
    assert signs("Your order is in transit.", check) == ([], [], [], [])
    assert signs("Your order was delivered.", check) == (
        [], [], ["in_transit"], ["status: in_transit"])


def test_a_12_hour_answer_on_a_scripted_model_gets_no_check_line():
    """Through the loop (a scripted model: its replies written here)."""
    tool = Tool.from_schema("get_time", "Local time in a city.", {
        "type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]},
        fn=lambda city: {"city": city, "time": "14:40"})
    for answer, flagged in (("It's 2:40 PM in Tokyo.", []),
                            ("It's 4:40 PM in Tokyo.", ["unsupported", "unused", "left_out"])):
        run, step = answered(tool, {"city": "Tokyo"}, "What time is it in Tokyo?", answer)
        assert run.answer == answer and step.check_kinds() == flagged
    # native mode (an endpoint that makes tool calls, larger models): the same checks
    for answer, flagged in (("It's 2:40 PM in Tokyo.", []),
                            ("It's 4:40 PM in Tokyo.", ["unsupported", "unused", "left_out"])):
        model = ScriptedModel([tool_call_message("get_time", {"city": "Tokyo"}), answer])
        run = Agent(model, [tool], decision_mode="native").start(
            "What time is it in Tokyo?", save_to=False).run()
        assert run.answer == answer and run.steps[-1].check_kinds() == flagged
        assert ("check:" in run.steps[-1].summary()) == bool(flagged)
