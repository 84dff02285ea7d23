"""Argument checks for tools declared by JSON schema (OpenAI or MCP tool lists).

A schema tool's arguments get a pydantic model, as a decorated function's do, so that
validation errors read the same and name the argument at fault. Its fields take the JSON
types (``"3"`` for an integer is coerced, as for ``@tool`` functions), and every value is
then checked against its property's whole schema by ``jsonschema``: bounds, lengths,
patterns, the items of an array and the keys of an object, ``$ref`` to the schema's
definitions. A schema that is not valid JSON Schema is refused when the tool is made.
"""

from __future__ import annotations

from typing import Any, Literal

from .errors import ToolDefinitionError

JSON_TYPES: dict[str, Any] = {
    "string": str, "integer": int, "number": float, "boolean": bool,
    "array": list, "object": dict, "null": type(None),
}


def clean_schema(schema: dict[str, Any]) -> dict[str, Any]:
    """Drop pydantic's titles (noise for a model) and keep the rest."""
    if isinstance(schema, dict):
        return {k: clean_schema(v) for k, v in schema.items()
                if not (k == "title" and isinstance(v, str))}
    if isinstance(schema, list):
        return [clean_schema(v) for v in schema]  # type: ignore[return-value]
    return schema


def required_names(schema: dict[str, Any]) -> set[str]:
    """The names a JSON schema of an object requires."""
    return set(schema.get("required", []))


def arguments_model(name: str, fields_: dict[str, tuple[Any, Any, str | None]]) -> Any:
    """A pydantic model of a tool's arguments, from ``{argument: (type, default or ...,
    description)}``. Each
    field is kept under a name of its own and read by its alias, the argument's name:
    pydantic keeps names that start with "_" (services' "_from", "_class") and
    ``BaseModel``'s own ("schema", "json", "model_config") for itself. No other key passes."""
    from pydantic import ConfigDict, Field, create_model

    made = {f"arg{i}": (typ, Field(default, alias=pname, description=about))
            for i, (pname, (typ, default, about)) in enumerate(fields_.items())}
    return create_model(f"{name}_args", __config__=ConfigDict(extra="forbid"), **made)


def arguments_of(obj: Any, required: set[str]) -> dict[str, Any]:
    """A validated arguments model's values by argument name: those given, and every
    required one (a value stays the object its type made, as the tool receives it)."""
    return {f.alias: getattr(obj, k) for k, f in type(obj).model_fields.items()
            if k in obj.model_fields_set or f.alias in required}


def model_from_schema(name: str, schema: dict[str, Any]) -> Any:
    """A pydantic model for a JSON-schema tool's arguments: the names, what is required,
    the JSON types, then each value against its property's schema (``jsonschema``)."""
    from typing import Annotated

    from jsonschema import Draft202012Validator
    from jsonschema.exceptions import SchemaError
    from pydantic import AfterValidator

    try:
        Draft202012Validator.check_schema(schema)
    except SchemaError as exc:
        raise ToolDefinitionError(f"tool {name!r}: its parameters are not a valid JSON "
                                  f"schema: {exc.message}") from None
    required = required_names(schema)
    defs = {k: schema[k] for k in ("$defs", "definitions") if k in schema}
    fields_: dict[str, Any] = {}
    for pname, prop in (schema.get("properties") or {}).items():
        typ: Any = Any
        if isinstance(prop, dict):
            if prop.get("enum"):
                typ = Literal[tuple(prop["enum"])]
            elif isinstance(prop.get("type"), str):
                typ = JSON_TYPES.get(prop["type"], Any)
                if prop["type"] == "array" and isinstance(prop.get("items"), dict):
                    typ = list[JSON_TYPES.get(prop["items"].get("type", ""), Any)]  # type: ignore[misc]
            check = _checker(Draft202012Validator({**prop, **defs}), pname in required)
            typ = Annotated[typ, AfterValidator(check)]
        fields_[pname] = (typ, ..., None) if pname in required else (typ | None, None, None)
    return arguments_model(name, fields_)


def _checker(validator: Any, required: bool) -> Any:
    """A pydantic after-validator raising the most telling of ``validator``'s errors for a
    value (an optional argument given as ``null`` means "the default" and passes)."""
    from jsonschema.exceptions import best_match
    from pydantic_core import PydanticCustomError

    def check(value: Any) -> Any:
        if value is None and not required:
            return value
        error = best_match(validator.iter_errors(value))
        if error is not None:
            where = "".join(f"[{p!r}]" for p in error.absolute_path)
            text = f"{where + ': ' if where else ''}{error.message}"
            raise PydanticCustomError("json_schema", text)
        return value

    return check
