// The JSON value type and number formatting live in the small `JSONValue` target that every reader shares;
// re-exported because `Expectation` and `Checkpoint` expose `JSON` values.
@_exported import JSONValue
