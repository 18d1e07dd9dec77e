import Foundation

/// A kind of view, as the render tree, the inspector, layout files and the JSON schema
/// name it: `view`, `label`, `button`, ….
///
/// Each view class says its kind (``View/kind``, a class property), and a subclass takes
/// its nearest class's: a `Label` subclass draws as a label. The kind is a name, not a
/// closed enum, so a new kind (in this package or a client's) breaks no `switch`.
///
/// ```swift
/// Label.kind             // .label
/// Button().kind          // .button
/// Switch.kind           // "switch": a kind needs no static member
/// ```
public struct ViewKind: RawRepresentable, Hashable, Sendable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The name: a lower camel-case identifier, as the JSON writes it.
  public let rawValue: String

  /// A kind with this name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// A kind named by a literal: `node.type == "label"`.
  public init(stringLiteral value: String) {
    rawValue = value
  }

  /// The name.
  public var description: String { rawValue }

  /// A plain ``View``, and every class that does not say otherwise.
  public static let view = ViewKind(rawValue: "view")
  /// A ``Label``.
  public static let label = ViewKind(rawValue: "label")
  /// A ``Button``.
  public static let button = ViewKind(rawValue: "button")
  /// An ``ImageView``.
  public static let imageView = ViewKind(rawValue: "imageView")
  /// A ``ScrollView``.
  public static let scrollView = ViewKind(rawValue: "scrollView")
  /// A ``StackView``.
  public static let stackView = ViewKind(rawValue: "stackView")
  /// A ``Window`` (a render tree lists windows apart; a window added as a subview is a
  /// node of this kind).
  public static let window = ViewKind(rawValue: "window")
}

extension View {
  /// The view's kind: its class's ``View/kind`` (declared in each class's body, where a
  /// subclass can override it).
  public var kind: ViewKind { type(of: self).kind }
}
