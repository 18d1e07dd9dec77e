/// The solver unknowns of a view's or guide's rectangle, in window coordinates.
final class FrameVariables {
  let x: Variable
  let y: Variable
  let width: Variable
  let height: Variable

  init(name: String) {
    x = Variable(name + ".minX")
    y = Variable(name + ".minY")
    width = Variable(name + ".width")
    height = Variable(name + ".height")
  }

  convenience init(owner: View) {
    self.init(name: owner.displayName)
  }
}
