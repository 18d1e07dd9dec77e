/// Terms as the tableau reads them: an array of ``Term``s (an expression's, a message's), or
/// a record's run of the solver's term pool read in place (``Solver/withTerms(of:_:)``, of
/// ``PoolTerm``s). Indexed from 0.
protocol TermRun: RandomAccessCollection where Element: TermValue, Index == Int {}

extension Array: TermRun where Element: TermValue {}

extension UnsafeBufferPointer: TermRun where Element: TermValue {}

extension TermRun {
  /// Whether every coefficient is finite.
  var coefficientsAreFinite: Bool { allSatisfy { $0.coefficient.isFinite } }

  /// Whether every coefficient is within the solver's range (``Solver/magnitudeLimit``,
  /// ``Solver/smallestCoefficient``).
  var coefficientsAreInRange: Bool {
    allSatisfy {
      abs($0.coefficient) <= Solver.magnitudeLimit
        && abs($0.coefficient) >= Solver.smallestCoefficient
    }
  }
}
