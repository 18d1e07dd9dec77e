import Synchronization

/// The variables one solver has seen, each with a dense id of the solver's own (from 0, in
/// the order first seen, never reused): what its term pool and the forms handed to it name
/// variables by, so that terms are plain values (copied, appended and dropped without
/// reference counting) and the tableau finds a variable's symbol with one array load.
///
/// The table keeps every variable it has given an id alive until the solver is reset (those
/// of an add that failed too, which the tableau let go before), so an id in a held form
/// always names a live variable. Ids
/// outlive the tableau: a rebuild makes new symbols for the same ids.
package final class VariableTable {
  /// The variable of each id.
  @exclusivity(unchecked) package private(set) var variables: [Variable] = []
  /// The id of each variable seen, by the variable's process-wide serial.
  let idOfSerial = DenseIDMap()
  /// A number of this table's own, distinct from every other table's in the process (what a
  /// cache of ids checks it was made for, with ``holds(_:at:)``: a reset gives the ids
  /// anew).
  package let serial: Int

  private static let serials = Atomic<Int>(0)

  package init() {
    serial = VariableTable.serials.wrappingAdd(1, ordering: .relaxed).oldValue
  }

  /// Forgets every variable (their ids are given anew: the solver was reset).
  package func removeAll() {
    variables.removeAll()
    idOfSerial.removeAll()
  }

  /// Whether `variable` has the id `id` (a cached id is still good: the table was not reset
  /// since).
  @inline(__always)
  package func holds(_ variable: Variable, at id: Int32) -> Bool {
    Int(id) < variables.count && variables[Int(id)] === variable
  }

  /// How many variables have an id.
  package var count: Int { variables.count }

  /// The id of `variable`, given on first use.
  @inline(__always)
  package func id(of variable: Variable) -> Int32 {
    let known = idOfSerial[variable.serial]
    return known >= 0 ? known : register(variable)
  }

  /// The id of `variable`, or -1 if it has none.
  @inline(__always)
  package func knownID(of variable: Variable) -> Int32 {
    idOfSerial[variable.serial]
  }

  /// The variable with id `id`.
  @inline(__always)
  package subscript(_ id: Int32) -> Variable { variables[Int(id)] }

  private func register(_ variable: Variable) -> Int32 {
    let id = Int32(variables.count)
    variables.append(variable)
    idOfSerial.set(variable.serial, id)
    return id
  }
}

/// A term as the solver's pool and a ``FormBatch`` keep it: a variable by its id in one
/// solver's ``VariableTable``, and its coefficient. A plain value (16 bytes).
package struct PoolTerm: BitwiseCopyable, Equatable {
  /// The variable's id in the table the terms were written for.
  package var id: Int32
  /// The factor the variable is multiplied by.
  package var coefficient: Double

  @inline(__always)
  package init(_ id: Int32, _ coefficient: Double) {
    self.id = id
    self.coefficient = coefficient
  }
}

/// A term as the tableau reads it: a ``Term`` (a variable object: an expression's, a
/// message's) or a ``PoolTerm`` (an id in the tableau's ``VariableTable``).
protocol TermValue {
  var coefficient: Double { get }
  /// The variable's symbol in `tableau`, registered on first use.
  func symbol(registeringIn tableau: Tableau) -> Int32
  /// The variable's symbol in `tableau`, or -1 if it has none.
  func registeredSymbol(in tableau: Tableau) -> Int32
  /// Whether the two terms are of the same variable.
  func isOfSameVariable(as other: Self) -> Bool
}

extension Term: TermValue {
  @inline(__always)
  func symbol(registeringIn tableau: Tableau) -> Int32 { tableau.symbol(for: variable) }
  @inline(__always)
  func registeredSymbol(in tableau: Tableau) -> Int32 { tableau.registeredSymbol(of: variable) }
  @inline(__always)
  func isOfSameVariable(as other: Term) -> Bool { variable === other.variable }
}

extension PoolTerm: TermValue {
  @inline(__always)
  func symbol(registeringIn tableau: Tableau) -> Int32 { tableau.symbol(forID: id) }
  @inline(__always)
  func registeredSymbol(in tableau: Tableau) -> Int32 { tableau.registeredSymbol(ofID: id) }
  @inline(__always)
  func isOfSameVariable(as other: PoolTerm) -> Bool { id == other.id }
}
