"""Amounts: a number that is an amount of the request cut short at its thousands separator
or before its word of magnitude is given the whole amount (``GroundArguments``). The
requests are everyday ones written for these tests; the model is scripted (its replies
are given)."""


from hypothesis import given, settings
from hypothesis import strategies as st

from agentnb import Tool, ToolCall, tool
from agentnb.amounts import amount_fix, cuts, plain
from tests.helpers.common import fill_agent

ran: list[tuple[str, dict]] = []


@tool
def convert(amount: float, from_currency: str, to_currency: str) -> str:
    """Convert money between currencies.

    Args:
        amount: Amount of money.
        from_currency: Currency code, e.g. USD.
        to_currency: Currency code, e.g. EUR.
    """
    ran.append(("convert", {"amount": amount}))
    return "ok"


@tool
def hotel(city: str, nights: int, max_price: float) -> str:
    """Find a hotel.

    Args:
        city: City name.
        nights: Number of nights.
        max_price: Highest total price.
    """
    return "ok"


@tool
def company_value(revenue_millions: float) -> str:
    """Value of a company.

    Args:
        revenue_millions: Yearly revenue in millions of US dollars.
    """
    return "ok"


@tool
def run_length(distance: float) -> str:
    """Time to run a distance.

    Args:
        distance: Distance to run.
    """
    return "ok"


@tool(requires_approval=True)
def pay(amount: float) -> str:
    """Pay an invoice.

    Args:
        amount: Amount to pay.
    """
    ran.append(("pay", {"amount": amount}))
    return "paid"


def fix(t: Tool, arguments: dict, text: str):
    return amount_fix(ToolCall("c1", t.name, arguments), t, text)


def test_the_amounts_a_number_cannot_hold_and_where_they_are_cut():
    assert cuts("Convert 12,500 USD") == {12: {12500}}
    assert cuts("1,250,000 JPY") == {1: {1250000}, 1250: {1250000}}
    assert cuts("a bill of 3,400.75") == {3: {3400.75}}
    # before a word of magnitude, a decimal point is a mark too: 2 of "2.2 billion"
    assert cuts("$3 million and 2.2 billion") == {3: {3e6}, 2.2: {2.2e9}, 2: {2.2e9}}
    assert cuts("$1.5M, €2bn, 40k USD") == {1.5: {1.5e6}, 1: {1.5e6}, 2: {2e9},
                                            40: {40e3}}
    assert cuts("0.5 million USD") == {0.5: {5e5}}
    assert cuts("-12,500 dollars") == {12: {-12500}}
    # a letter joined to a number is a magnitude only beside a currency; a measure's
    # amount may be converted; groups not of three digits are a list
    assert cuts("300K, 0.5M HCl, a 5k run, 40k loan, 1,500 metres, 1,2,3") == {}


def test_the_numbers_written_as_themselves():
    assert plain("Book 1 night for $1,200") == {1}
    assert plain("one night, twelve guests, 1,500 pounds, $3 million") == {1, 12}


def test_a_cut_amount_is_made_whole():
    assert fix(convert, {"amount": 12, "from_currency": "USD", "to_currency": "EUR"},
               "Convert 12,500 USD to EUR") == {"amount": 12500}
    assert fix(convert, {"amount": 3, "from_currency": "USD", "to_currency": "GBP"},
               "Convert $3 million to GBP") == {"amount": 3000000}
    assert fix(hotel, {"city": "Nice", "nights": 2, "max_price": 2},
               "Nice for 2 nights, under 2,400") is None  # 2 is written as itself
    assert fix(hotel, {"city": "Nice", "nights": 3, "max_price": 2},
               "Nice for 3 nights, under 2,400") == {"max_price": 2400}
    # from a result of the request
    assert fix(convert, {"amount": 4, "from_currency": "GBP", "to_currency": "EUR"},
               'Convert my balance to EUR\n{"balance": "4,750", "currency": "GBP"}') == {
        "amount": 4750}


def test_an_amount_cut_at_its_decimal_point_before_a_word_of_magnitude_is_made_whole():
    assert fix(convert, {"amount": 8, "from_currency": "USD", "to_currency": "EUR"},
               "Convert 8.5 million USD to EUR") == {"amount": 8500000}
    assert fix(convert, {"amount": 1, "from_currency": "USD", "to_currency": "EUR"},
               "Convert $1.8M to EUR") == {"amount": 1800000}
    # left alone: no word of magnitude, the digits written as themselves, two amounts
    # cut alike, a parameter counted in millions
    assert fix(convert, {"amount": 8, "from_currency": "USD", "to_currency": "EUR"},
               "Convert 8.5 USD to EUR") is None
    assert fix(hotel, {"city": "Rome", "nights": 2, "max_price": 2},
               "Rome for 2 nights, up to 2.5 million") is None
    assert fix(convert, {"amount": 1, "from_currency": "USD", "to_currency": "EUR"},
               "$1M or $1.2M in EUR?") is None
    assert fix(company_value, {"revenue_millions": 7}, "Revenue of 7.5 million") is None


def test_left_alone():
    # written as itself, in digits or in words
    assert fix(hotel, {"city": "Leeds", "nights": 1, "max_price": 1500},
               "Leeds for one night, up to 1,500 pounds") is None
    assert fix(hotel, {"city": "Leeds", "nights": 1, "max_price": 1},
               "Leeds for one night, up to 1,500 pounds") is None
    # the amount is held by another argument already
    assert fix(hotel, {"city": "Oslo", "nights": 1, "max_price": 1000},
               "Oslo, budget 1,000") is None
    # a parameter counted in millions takes the digits
    assert fix(company_value, {"revenue_millions": 5}, "Revenue of $5 million") is None
    # no amount, or two of them cut alike
    assert fix(run_length, {"distance": 5}, "How long is a 5k run?") is None
    assert fix(convert, {"amount": 12, "from_currency": "USD", "to_currency": "EUR"},
               "12,500 or 12,900 USD in EUR?") is None
    # two arguments would take the same amount
    assert fix(hotel, {"city": "Rome", "nights": 3, "max_price": 3},
               "Rome, 3,000 euros") is None


def test_an_integer_parameter_takes_only_a_whole_amount():
    assert fix(hotel, {"city": "Rome", "nights": 1, "max_price": 900},
               "Rome for 1,500.5 nights") is None


def test_the_agent_runs_the_whole_amount_and_records_the_change():
    ran.clear()
    step = fill_agent([convert], {"amount": 12, "from_currency": "USD", "to_currency": "EUR"}
                     ).start("Convert 12,500 USD to EUR", save_to=False).step()
    assert ran == [("convert", {"amount": 12500})]
    assert step.tool_calls[0].grounded == {"amount": 12}
    assert "ground_arguments" in step.policies


def test_without_repair_the_model_s_number_runs():
    ran.clear()
    fill_agent([convert], {"amount": 12, "from_currency": "USD", "to_currency": "EUR"},
              ground_arguments=False).start("Convert 12,500 USD to EUR", save_to=False).step()
    assert ran == [("convert", {"amount": 12})]


def test_a_tool_that_needs_approval_gets_a_proposal():
    ran.clear()
    run = fill_agent([pay], {"amount": 4}).start("Pay the 4,200 invoice", save_to=False)
    step = run.step()
    (call,) = step.tool_calls
    assert ran == [] and [c.id for c in run.pending] == [call.id]
    assert call.proposed == {"amount": 4200} and call.arguments == {"amount": 4}


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=1, max_value=999), st.integers(min_value=0, max_value=999),
       st.sampled_from(["Convert {} USD to EUR", "How much is {} GBP in CHF?",
                        "Change ${} into yen"]))
def test_any_amount_cut_at_its_separator_is_made_whole(lead, rest, template):
    text = template.format(f"{lead},{rest:03d}")
    call = {"amount": lead, "from_currency": "USD", "to_currency": "EUR"}
    assert fix(convert, call, text) == {"amount": lead * 1000 + rest}
    assert fix(convert, call, f"{text}, {lead} times") is None
