// The JSON parser lives in its own small target (`JSONValue`) so that other readers (Lottie) share it without
// depending on SceneFile; re-exported so SceneFile's users see `JSON`, `JSONParser` and `JSONWriter` as before.
@_exported import JSONValue
