import Synchronization

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
/// A variable is immutable, so it can be shared freely: between solvers, and between
/// threads, each solver on its own thread (a solver itself is not thread-safe). Each solver
/// keeps what it knows about a variable in its own tables, indexed by a dense id the variable
/// gets at creation.
///
/// (Not `final`: the layout engine's variables are a subclass that knows the view or guide
/// they belong to and makes their name only when a message needs it.)
public class Variable: Identifiable, CustomStringConvertible, @unchecked Sendable {
  // `@unchecked` only because the compiler checks `Sendable` on final classes alone: every
  // stored property is a `let` of a `Sendable` type, and the class is `public`, not `open`,
  // so its one subclass is the engine's `ItemVariable`, which says why it is safe.

  /// The name used in descriptions and error messages.
  public var name: String { givenName }
  /// The name given at creation.
  let givenName: String

  /// The variable's dense id: its place in the order variables were created in this process
  /// (from 0, never reused). Solvers index their per-variable tables by it (`DenseIDMap`).
  let serial: Int

  /// Creates a variable with a name for messages and output.
  public init(_ name: String = "") {
    self.givenName = name
    self.serial = Variable.serials.wrappingAdd(1, ordering: .relaxed).oldValue
  }

  /// The next variable's ``serial``: the one counter variables share (atomic, so variables
  /// can be made on any thread).
  private static let serials = Atomic<Int>(0)

  /// The variable's identity, usable as a dictionary key.
  public var id: ObjectIdentifier { ObjectIdentifier(self) }

  /// The variable's name, or `<unnamed>`.
  public var description: String { name.isEmpty ? "<unnamed>" : name }
}
