/// A value a command hands to ``Console/keepUntilExit``: one object, so the process's
/// console can hold it (and everything in it) without knowing its type.
final class KeptUntilExit<Value> {
  /// What is kept.
  let value: Value

  /// Wraps `value`.
  init(_ value: Value) {
    self.value = value
  }
}
