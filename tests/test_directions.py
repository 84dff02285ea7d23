"""Directions: two codes of one form for a start and an end, where the call holds a copied
example and the request's words say which code goes where (``GroundArguments``). The
requests are everyday ones written for these tests; the model is scripted (its replies
are given)."""


from agentnb import Tool, ToolCall, tool
from agentnb.directions import directed, direction_fix, role
from tests.helpers.common import fill_agent

ran: list[dict] = []


@tool
def convert(amount: float, from_currency: str, to_currency: str) -> str:
    """Convert money between currencies.

    Args:
        amount: Amount of money.
        from_currency: Currency code, e.g. USD.
        to_currency: Currency code, e.g. EUR.
    """
    ran.append({"amount": amount, "from_currency": from_currency,
                "to_currency": to_currency})
    return "ok"


@tool
def flights(origin: str, destination: str) -> str:
    """Search flights.

    Args:
        origin: IATA code of the departure airport, e.g. JFK.
        destination: IATA code of the arrival airport, e.g. LHR.
    """
    return "ok"


@tool
def rate(first: str, second: str) -> str:
    """Exchange rate between two currencies.

    Args:
        first: Currency code, e.g. USD.
        second: Currency code, e.g. EUR.
    """
    return "ok"


@tool(side_effects=True)
def transfer(amount: float, from_currency: str, to_currency: str) -> str:
    """Move money between currency accounts.

    Args:
        amount: Amount of money.
        from_currency: Currency code, e.g. USD.
        to_currency: Currency code, e.g. EUR.
    """
    ran.append({"transfer": amount})
    return "moved"


def fix(t: Tool, arguments: dict, request: str):
    return direction_fix(ToolCall("c1", t.name, arguments), t, request, [request])


def test_the_roles_a_parameter_s_name_gives():
    assert [role(n) for n in ("from_currency", "to_currency", "origin", "destination",
                              "base", "quote", "fromCity", "toCity")] == \
        ["start", "end"] * 4
    assert role("currency") is None and role("from_to") is None


def test_the_roles_a_request_s_words_give():
    assert directed("Convert 4,750 GBP into CHF", "AAA") == {"start": "GBP", "end": "CHF"}
    assert directed("What's 45 GBP in JPY?", "AAA") == {"start": "GBP", "end": "JPY"}
    assert directed("Any flights to HND from ICN?", "AAA") == {"end": "HND", "start": "ICN"}
    assert directed("Convert from PLN to CZK: 250", "AAA") == {"start": "PLN", "end": "CZK"}
    # an amount before the code it is in; one role given, the other code takes the other
    assert directed("How many CHF is 200 CAD?", "AAA") == {"start": "CAD", "end": "CHF"}
    assert directed("Flights to LIS, I'm at OPO", "AAA") == {"end": "LIS", "start": "OPO"}
    # no words of direction, one code, three codes, a code with two roles, two starts
    for text in ("GBP and CHF rate", "Flights to LAX", "Convert 75 JPY to KRW or to TWD",
                 "From GBP to CHF, then CHF to GBP", "Compare 100 USD and 100 EUR",
                 "I'm in DUB; any flights to AMS?"):
        assert directed(text, "AAA") is None, text


def test_copied_examples_get_the_request_s_codes():
    copied = {"amount": 4750, "from_currency": "USD", "to_currency": "EUR"}
    assert fix(convert, copied, "Convert 4,750 GBP into CHF") == {
        "from_currency": "GBP", "to_currency": "CHF"}
    # one copy beside a code of the request in the wrong place
    assert fix(convert, {"amount": 9000, "from_currency": "USD", "to_currency": "EUR"},
               "Convert 9000 from INR to USD") == {"from_currency": "INR",
                                                   "to_currency": "USD"}
    assert fix(flights, {"origin": "JFK", "destination": "LHR"},
               "Any flights to HND from ICN?") == {"origin": "ICN", "destination": "HND"}
    # the other parameter's example, or a description copied whole, is a copy too
    assert fix(convert, {"amount": 1, "from_currency": ",", "to_currency": "USD"},
               "Rate from BRL to ARS, for 1") == {"from_currency": "BRL",
                                                  "to_currency": "ARS"}
    assert fix(flights, {"origin": "IATA code of the departure airport, e.g. JFK",
                         "destination": "LHR"},
               "Any flights to HND from ICN?") == {"origin": "ICN", "destination": "HND"}
    # only what differs changes
    assert fix(flights, {"origin": "SFO", "destination": "LHR"},
               "Flights from SFO to ORD") == {"destination": "ORD"}


def test_left_alone():
    # no copy: the request's codes, even in the wrong places, are the model's reading
    assert fix(convert, {"amount": 20, "from_currency": "USD", "to_currency": "EUR"},
               "Convert 20 EUR to USD") is None
    # the conversation writes both examples: neither is a copy
    assert fix(flights, {"origin": "LHR", "destination": "JFK"},
               "Flights from JFK to LHR") is None
    # one example written, the other copied
    assert fix(flights, {"origin": "JFK", "destination": "LHR"},
               "Flights from JFK to BOS") == {"destination": "BOS"}
    # no words say which code goes where
    assert fix(convert, {"amount": 200, "from_currency": "USD", "to_currency": "EUR"},
               "GBP and CHF: convert 200") is None
    # parameters whose names give no roles
    assert fix(rate, {"first": "USD", "second": "EUR"}, "Rate from GBP to CHF") is None


def test_the_agent_runs_the_request_s_codes_and_records_the_change():
    ran.clear()
    step = fill_agent([convert], {"amount": 80, "from_currency": "USD",
                                 "to_currency": "EUR"}).start(
        "Convert 80 CHF to SEK", save_to=False).step()
    assert ran == [{"amount": 80, "from_currency": "CHF", "to_currency": "SEK"}]
    assert step.tool_calls[0].grounded == {"from_currency": "USD", "to_currency": "EUR"}
    assert "ground_arguments" in step.policies


def test_a_tool_with_side_effects_gets_a_proposal():
    ran.clear()
    step = fill_agent([transfer], {"amount": 80, "from_currency": "USD",
                                  "to_currency": "EUR"}).start(
        "Move 80 CHF into SEK", save_to=False).step()
    (call,) = step.tool_calls
    assert ran == [{"transfer": 80}]  # it runs as the model wrote it
    assert call.proposed == {"from_currency": "CHF", "to_currency": "SEK"}
    assert call.grounded is None
