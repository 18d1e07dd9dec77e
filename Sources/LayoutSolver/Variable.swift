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
/// (The layout engine's variables are not objects: a view or guide registers them with its
/// solver as a block of ids, and a `Variable` is made for one only when a message or the API
/// asks, named by the view when the message prints it: see ``VariableNamer``.)
public final class Variable: Identifiable, CustomStringConvertible, @unchecked Sendable {
  // `@unchecked` for `namer`: set once at creation (a `let`), so no data race can break the
  // variable itself. What the compiler cannot check is `name`, which asks the namer, whose
  // answer depends on a view that belongs to one thread: no public API hands out an engine
  // variable (nor a `SolverError` or `LinearConstraint` holding one), and the engine, like
  // its views, is used from one thread at a time, so `name` is only read there. Every other
  // stored property is a `let` of a `Sendable` type.

  /// The name used in descriptions and error messages: the namer's, while it has one, else
  /// the name given at creation.
  public var name: String {
    namer?.variableName(tag) ?? givenName
  }
  /// The name given at creation (for a variable with a namer: its name once the namer has
  /// none).
  let givenName: String

  /// Who names the variable on demand (the layout engine's reference to a view or guide,
  /// which does not keep the view alive), if anyone.
  package let namer: (any VariableNamer)?
  /// The serial above the low byte and the tag in it: one word, so that a variable is 56
  /// bytes, not 72 (the layout engine makes four a view).
  private let serialAndTag: Int

  /// Which of its namer's variables it is (the namer's own numbering).
  package var tag: UInt8 { UInt8(truncatingIfNeeded: serialAndTag) }

  /// The variable's dense id: its place in the order variables were created in this process
  /// (from 0, never reused). Solvers index their per-variable tables by it (`DenseIDMap`).
  @inline(__always)
  var serial: Int { serialAndTag >> 8 }

  /// Creates a variable with a name for messages and output.
  public init(_ name: String = "") {
    self.givenName = name
    self.namer = nil
    self.serialAndTag = Variable.nextSerial() << 8
  }

  /// Creates a variable that `namer` names when a message needs it (number `tag` of its
  /// variables); `fallbackName` once the namer has no name for it.
  package init(namer: any VariableNamer, tag: UInt8, fallbackName: String) {
    self.givenName = fallbackName
    self.namer = namer
    self.serialAndTag = Variable.nextSerial() << 8 | Int(tag)
  }

  /// The next variable's ``serial``: the one counter variables share (atomic, so variables
  /// can be made on any thread).
  private static let serials = Atomic<Int>(0)

  private static func nextSerial() -> Int {
    serials.wrappingAdd(1, ordering: .relaxed).oldValue
  }

  /// The variable's identity, usable as a dictionary key.
  public var id: ObjectIdentifier { ObjectIdentifier(self) }

  /// The variable's name, or `<unnamed>`.
  public var description: String { name.isEmpty ? "<unnamed>" : name }
}

/// Something that names its variables only when a message prints them (the layout engine's
/// views and guides: `box.minX`), so laying out thousands of views makes no strings; and
/// that registers them with a solver as a block of ids (``VariableTable/firstID(ofBlockOf:count:)``),
/// so that a `Variable` object is made only when something asks for one.
package protocol VariableNamer: AnyObject {
  /// The name of its variable number `tag`, or nil if it has none now (the view is gone).
  func variableName(_ tag: UInt8) -> String?
  /// The name of its variable number `tag` once it has no name of its own (the view is
  /// gone): `(a released item).minX`.
  func fallbackName(_ tag: UInt8) -> String
  /// The namer's dense number, distinct from every other namer's in the process: what a
  /// solver's table finds its block of ids by (take one from ``nextNamerSerial()``).
  var namerSerial: Int { get }
}

private let namerSerials = Atomic<Int>(0)

/// The next ``VariableNamer/namerSerial`` (atomic, so namers can be made on any thread).
package func nextNamerSerial() -> Int {
  namerSerials.wrappingAdd(1, ordering: .relaxed).oldValue
}
