"""Every error agentnb raises on purpose. One module, few classes."""

from __future__ import annotations

from typing import Any


class AgentnbError(Exception):
    """Base class: catch this to catch anything agentnb raises on purpose."""


class ConfigError(AgentnbError, ValueError):
    """A setting or argument is wrong; the message says which and how to fix it."""


class ToolDefinitionError(ConfigError):
    """A function cannot become a tool (missing docstring, untyped parameter, ...)."""


class RunFinishedError(AgentnbError):
    """step() was called on a run that has already ended."""


class RunFileError(AgentnbError):
    """A saved run cannot be read: missing, corrupt, or from an unknown version."""


class RunConflictError(AgentnbError):
    """A run's store holds a newer revision than this copy: someone else saved it."""


class BatchError(AgentnbError):
    """A batch cannot go on: its ``out/`` folder cannot be written."""


class CaseFileError(ConfigError):
    """An eval case file is malformed; the message names the file and line."""


class EmbeddedModelError(AgentnbError):
    """The embedded llama.cpp server could not be started."""


class EndpointError(AgentnbError):
    """A model endpoint failed. Carries the endpoint and model it concerns.

    ``stop_reason`` is the name a run records when this error ends it.
    """

    stop_reason = "endpoint_error"
    retryable = False

    def __init__(
        self, message: str, *, endpoint: str = "", model: str = "", status: int | None = None
    ) -> None:
        self.endpoint = endpoint
        self.model = model
        self.status = status
        from .privacy import redact

        where = f" [endpoint {endpoint}, model {model!r}]" if endpoint else ""
        super().__init__(redact(f"{message}{where}"))

    def detail(self, text: str) -> EndpointError:
        """This error, its message extended by ``text`` (how often it was tried, ...)."""
        from .privacy import redact

        self.args = (redact(f"{self.args[0]}; {text}"),)
        return self


class EndpointUnreachable(EndpointError):
    """Nothing answers at the endpoint (connection refused, DNS, reset)."""

    stop_reason = "endpoint_unreachable"
    retryable = True


class EndpointTimeout(EndpointError):
    """The endpoint did not answer in time."""

    stop_reason = "endpoint_timeout"
    retryable = True


class RateLimited(EndpointError):
    """HTTP 429 that persisted through the retries."""

    stop_reason = "rate_limited"
    retryable = True


class ServerError(EndpointError):
    """HTTP 5xx that persisted through the retries."""

    stop_reason = "server_error"
    retryable = True


class MalformedReply(EndpointError):
    """The endpoint answered 200 with something that is not a chat reply (no message)."""

    stop_reason = "malformed_reply"
    retryable = True


class StreamInterrupted(EndpointError):
    """A streamed reply broke off; ``reply`` holds what had arrived (a ``Reply`` whose
    ``finish_reason`` is ``"interrupted"``), which the run keeps on the step."""

    stop_reason = "stream_interrupted"

    def __init__(self, message: str, *, reply: Any = None, **kw: Any) -> None:
        self.reply = reply
        super().__init__(message, **kw)


class BadRequest(EndpointError):
    """HTTP 400/422: the endpoint rejected the request."""

    stop_reason = "bad_request"


class ContextLengthExceeded(BadRequest):
    """The prompt does not fit the model's context window."""

    stop_reason = "context_overflow"


class AuthenticationError(EndpointError):
    """HTTP 401/403: missing or wrong API key."""

    stop_reason = "auth_error"


class ModelNotFound(EndpointError):
    """HTTP 404 or an unknown model name; ``available`` lists what the server has."""

    stop_reason = "model_not_found"

    def __init__(self, message: str, *, available: list[str] | None = None, **kw) -> None:
        import difflib

        self.available = available or []
        if self.available:
            close = difflib.get_close_matches(kw.get("model", ""), self.available, n=1)
            hint = f" (did you mean {close[0]!r}?)" if close else ""
            message = f"{message}{hint}; the server has: {', '.join(self.available[:20])}"
        super().__init__(message, **kw)
