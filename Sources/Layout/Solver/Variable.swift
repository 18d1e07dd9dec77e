/// A named unknown of a linear constraint system.
///
/// A variable is a reference: two variables with the same name are still different unknowns.
/// Its value is read back from the ``Solver`` it takes part in:
///
/// ```swift
/// let width = Variable("box.width")
/// let solver = Solver()
/// try solver.addConstraint(width == 120)
/// solver.value(of: width)  // 120
/// ```
///
/// A variable that no constraint determines reads as `0` (see ``Solver/ambiguousVariables()``).
///
/// Variables are `Sendable` so errors can carry them, but a solver keeps a cache inside each
/// variable it sees: do not hand the same variable to solvers running on different threads
/// at the same time.
///
/// (Not `final`: the layout engine's variables are a subclass that knows the view or guide
/// they belong to and makes their name only when a message needs it.)
public class Variable: Identifiable, CustomStringConvertible, @unchecked Sendable {
  /// The name used in descriptions and error messages.
  public var name: String { givenName }
  /// The name given at creation.
  let givenName: String

  /// The solver-local symbol this variable was last given, checked before use (a cache that
  /// saves a dictionary lookup per term; a stale value is detected and ignored).
  var cachedSymbol: Int32 = -1

  /// Creates a variable with a name for messages and output.
  public init(_ name: String = "") {
    self.givenName = name
  }

  /// The variable's identity, usable as a dictionary key.
  public var id: ObjectIdentifier { ObjectIdentifier(self) }

  /// The variable's name, or `<unnamed>`.
  public var description: String { name.isEmpty ? "<unnamed>" : name }
}
