extension ExpressionPrelude {
    /// Source text expressions (a text layer's document `t.d` with `x`), run after `source`: `value` is the
    /// keyframed text at the frame (a document keyframe holds until the next), `valueAtTime` the text at another
    /// time, and the result becomes the text by JavaScript's `toString()`, as lottie-web's `TextProperty`
    /// (`getExpressionValue`: "newData.t = newValue.toString()"). `__textFrame(f)` answers `t:` and the text.
    static let textSource = #"""
function __textAt(raw, frame) {
  var ks = raw && raw.k, found = '';
  if (!__isArray(ks)) return '';
  for (var i = 0; i < ks.length; i++) {
    var s = ks[i] && ks[i].s;
    if (i > 0 && ks[i].t > frame) break;
    if (s && s.t !== undefined) found = String(s.t);
  }
  return found;
}
function __textFrame(f) {
  __enterFrame(f);
  var raw = __prop;
  value = __textAt(raw, f);
  thisProperty = { value: value, numKeys: __isArray(raw && raw.k) ? raw.k.length : 0,
                   valueAtTime: function (s) { return __textAt(raw, __num(s) * __fr); } };
  thisProperty.getValueAtTime = thisProperty.valueAtTime;
  var r = __run(__source);
  if (r === undefined || r === null) throw new Error('the result is not text (' + r + ')');
  return 't:' + r.toString();
}
'text prelude loaded';
"""#
}
