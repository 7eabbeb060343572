import Foundation

/// The stand-in's deterministic layout (README, "Measuring"). Every figure is a pure function of
/// the tree, the proposal and the environment's Dynamic Type size.
@MainActor
enum LayoutEngine {
  /// A character's advance at `.large`.
  nonisolated static let characterWidth: CGFloat = 8
  /// A line's height at `.large`.
  nonisolated static let lineHeight: CGFloat = 20
  /// The spacing of a stack whose spacing is `nil`.
  nonisolated static let defaultStackSpacing: CGFloat = 8
  /// A spacer's minimum length when its `minLength` is `nil`.
  nonisolated static let defaultSpacerMinLength: CGFloat = 8
  /// The padding of `padding()` without a length.
  nonisolated static let defaultPadding: CGFloat = 16

  // MARK: Sizing

  /// Several nodes where one is expected (a modifier's content, a button's label, the root):
  /// one node sizes alone; several form an implicit `VStack` with the default spacing.
  static func size(ofGroup nodes: [ViewNode], _ proposal: ProposedViewSize, axis: Axis?)
    -> CGSize
  {
    switch nodes.count {
    case 0: return .zero
    case 1: return size(nodes[0], proposal, axis: axis)
    default:
      return stackSizes(nodes, .vertical, spacing: nil, proposal).size
    }
  }

  /// The size `node` chooses for `proposal`; `axis` is the enclosing stack's (for spacers).
  static func size(_ node: ViewNode, _ proposal: ProposedViewSize, axis: Axis?) -> CGSize {
    switch node.role {
    case .transparent:
      return size(ofGroup: node.layoutNodes, proposal, axis: axis)
    case .text(let string):
      return textSize(string, proposal, scale: node.environment.dynamicTypeSize.textScale)
    case .stack(let stackAxis, _, let spacing):
      return stackSizes(node.children.flatMap(\.layoutNodes), stackAxis, spacing: spacing, proposal)
        .size
    case .spacer(let minLength):
      let minimum = minLength ?? defaultSpacerMinLength
      switch axis {
      case .vertical: return CGSize(width: 0, height: max(minimum, proposal.height ?? minimum))
      case .horizontal: return CGSize(width: max(minimum, proposal.width ?? minimum), height: 0)
      case nil:
        return CGSize(
          width: max(minimum, proposal.width ?? minimum),
          height: max(minimum, proposal.height ?? minimum))
      }
    case .fill:
      return proposal.replacingUnspecifiedDimensions()
    case .padding(let insets):
      let inner = size(
        ofGroup: node.children.flatMap(\.layoutNodes), inset(proposal, insets), axis: nil)
      return CGSize(width: inner.width + insets.horizontal, height: inner.height + insets.vertical)
    case .frame(let width, let height, _):
      let childProposal = ProposedViewSize(
        width: width ?? proposal.width, height: height ?? proposal.height)
      let inner = size(ofGroup: node.children.flatMap(\.layoutNodes), childProposal, axis: nil)
      return CGSize(width: width ?? inner.width, height: height ?? inner.height)
    case .flexibleFrame(let frame):
      return flexibleSize(frame, node.children.flatMap(\.layoutNodes), proposal)
    case .background:
      return size(ofGroup: node.children.first?.layoutNodes ?? [], proposal, axis: axis)
    case .button:
      return size(ofGroup: node.children.flatMap(\.layoutNodes), proposal, axis: axis)
    case .representable:
      return node.representable?.sizeThatFits(proposal, graph: node.graph)
        ?? proposal.replacingUnspecifiedDimensions()
    }
  }

  /// Text: a fixed advance per character and a fixed line height (scaled by Dynamic Type); each
  /// line of the string wraps by character to the proposed width (never below one character).
  static func textSize(_ string: String, _ proposal: ProposedViewSize, scale: CGFloat) -> CGSize {
    guard !string.isEmpty else { return .zero }
    let advance = characterWidth * scale
    let line = lineHeight * scale
    var lines = 0
    var widest = 0
    // Characters per line; `nil` when the width is unspecified or holds the longest paragraph.
    let paragraphs = string.split(separator: "\n", omittingEmptySubsequences: false)
    let longest = paragraphs.map(\.count).max() ?? 0
    var perLine: Int?
    if let width = proposal.width, width < CGFloat(longest) * advance {
      perLine = max(1, Int((width / advance).rounded(.down)))
    }
    for paragraph in paragraphs {
      let count = paragraph.count
      guard let perLine, count > 0 else {
        lines += 1
        widest = max(widest, count)
        continue
      }
      lines += (count + perLine - 1) / perLine
      widest = max(widest, min(count, perLine))
    }
    return CGSize(width: CGFloat(widest) * advance, height: CGFloat(lines) * line)
  }

  static func inset(_ proposal: ProposedViewSize, _ insets: EdgeInsets) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width.map { max(0, $0 - insets.horizontal) },
      height: proposal.height.map { max(0, $0 - insets.vertical) })
  }

  /// SwiftUI's stack algorithm: with a proposed length, children are offered an equal share of
  /// what is left, least flexible first (flexibility = length at an infinite proposal minus
  /// length at zero); without one, each child takes its ideal length.
  static func stackSizes(
    _ nodes: [ViewNode], _ axis: Axis, spacing: CGFloat?, _ proposal: ProposedViewSize
  ) -> (size: CGSize, children: [CGSize]) {
    guard !nodes.isEmpty else { return (.zero, []) }
    let gap = spacing ?? defaultStackSpacing
    let totalGap = gap * CGFloat(nodes.count - 1)
    let cross = axis == .vertical ? proposal.width : proposal.height
    func offer(_ length: CGFloat?) -> ProposedViewSize {
      axis == .vertical
        ? ProposedViewSize(width: cross, height: length)
        : ProposedViewSize(width: length, height: cross)
    }
    func along(_ size: CGSize) -> CGFloat { axis == .vertical ? size.height : size.width }
    func across(_ size: CGSize) -> CGFloat { axis == .vertical ? size.width : size.height }

    var sizes = [CGSize](repeating: .zero, count: nodes.count)
    if let length = axis == .vertical ? proposal.height : proposal.width {
      let flexibility = nodes.map { node in
        along(size(node, offer(.infinity), axis: axis)) - along(size(node, offer(0), axis: axis))
      }
      let order = nodes.indices.sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
      var remaining = max(0, length - totalGap)
      var left = CGFloat(nodes.count)
      for index in order {
        let chosen = size(nodes[index], offer(remaining / left), axis: axis)
        sizes[index] = chosen
        remaining = max(0, remaining - along(chosen))
        left -= 1
      }
    } else {
      sizes = nodes.map { size($0, offer(nil), axis: axis) }
    }
    let total = sizes.reduce(totalGap) { $0 + along($1) }
    let widest = sizes.map(across).max() ?? 0
    let stackSize =
      axis == .vertical
      ? CGSize(width: widest, height: total) : CGSize(width: total, height: widest)
    return (stackSize, sizes)
  }

  /// SwiftUI's flexible frame: the proposal is clamped to the limits (an unspecified one takes
  /// the ideal), the child chooses, and the frame's size is the child's clamped to the limits,
  /// reaching out to the proposal where a maximum allows.
  static func flexibleSize(
    _ frame: FlexibleFrame, _ nodes: [ViewNode], _ proposal: ProposedViewSize
  )
    -> CGSize
  {
    func clamp(_ value: CGFloat?, _ minimum: CGFloat?, _ maximum: CGFloat?, ideal: CGFloat?)
      -> CGFloat?
    {
      guard var value = value ?? ideal else { return nil }
      if let minimum { value = max(minimum, value) }
      if let maximum { value = min(maximum, value) }
      return value
    }
    let offered = ProposedViewSize(
      width: clamp(proposal.width, frame.minWidth, frame.maxWidth, ideal: frame.idealWidth),
      height: clamp(proposal.height, frame.minHeight, frame.maxHeight, ideal: frame.idealHeight))
    let child = size(ofGroup: nodes, offered, axis: nil)
    func result(_ child: CGFloat, _ offered: CGFloat?, _ minimum: CGFloat?, _ maximum: CGFloat?)
      -> CGFloat
    {
      var value = child
      if let minimum { value = max(minimum, min(value, offered ?? value)) }
      if let maximum { value = min(maximum, max(value, offered ?? value)) }
      return value
    }
    return CGSize(
      width: result(child.width, offered.width, frame.minWidth, frame.maxWidth),
      height: result(child.height, offered.height, frame.minHeight, frame.maxHeight))
  }

  // MARK: Placement

  static func place(group nodes: [ViewNode], in rect: CGRect, axis: Axis?) {
    switch nodes.count {
    case 0: return
    case 1: place(nodes[0], in: rect, axis: axis)
    default: placeStack(nodes, .vertical, alignment: 0.5, spacing: nil, in: rect)
    }
  }

  static func place(_ node: ViewNode, in rect: CGRect, axis: Axis?) {
    node.frame = rect
    switch node.role {
    case .transparent:
      place(group: node.layoutNodes, in: rect, axis: axis)
    case .text, .spacer, .fill:
      return
    case .stack(let stackAxis, let alignment, let spacing):
      placeStack(
        node.children.flatMap(\.layoutNodes), stackAxis, alignment: alignment, spacing: spacing,
        in: rect)
    case .padding(let insets):
      place(
        group: node.children.flatMap(\.layoutNodes),
        in: CGRect(
          x: rect.minX + insets.leading, y: rect.minY + insets.top,
          width: max(0, rect.width - insets.horizontal),
          height: max(0, rect.height - insets.vertical)), axis: nil)
    case .frame(_, _, let alignment):
      placeAligned(node.children.flatMap(\.layoutNodes), alignment, in: rect)
    case .flexibleFrame(let frame):
      placeAligned(node.children.flatMap(\.layoutNodes), frame.alignment, in: rect)
    case .background(let alignment):
      place(group: node.children.first?.layoutNodes ?? [], in: rect, axis: axis)
      if node.children.count > 1 {
        placeAligned(node.children[1].layoutNodes, alignment, in: rect)
      }
    case .button:
      place(group: node.children.flatMap(\.layoutNodes), in: rect, axis: axis)
    case .representable:
      node.representable?.place(in: rect)
    }
  }

  /// Sizes `nodes` for `rect`'s size and places them at `alignment` within it.
  static func placeAligned(_ nodes: [ViewNode], _ alignment: Alignment, in rect: CGRect) {
    let chosen = size(ofGroup: nodes, ProposedViewSize(rect.size), axis: nil)
    let origin = CGPoint(
      x: rect.minX + (rect.width - chosen.width) * alignment.horizontal.fraction,
      y: rect.minY + (rect.height - chosen.height) * alignment.vertical.fraction)
    place(group: nodes, in: CGRect(origin: origin, size: chosen), axis: nil)
  }

  static func placeStack(
    _ nodes: [ViewNode], _ axis: Axis, alignment: CGFloat, spacing: CGFloat?, in rect: CGRect
  ) {
    let (_, sizes) = stackSizes(nodes, axis, spacing: spacing, ProposedViewSize(rect.size))
    let gap = spacing ?? defaultStackSpacing
    var offset = axis == .vertical ? rect.minY : rect.minX
    for (node, size) in zip(nodes, sizes) {
      let frame: CGRect
      if axis == .vertical {
        frame = CGRect(
          x: rect.minX + (rect.width - size.width) * alignment, y: offset, width: size.width,
          height: size.height)
        offset += size.height + gap
      } else {
        frame = CGRect(
          x: offset, y: rect.minY + (rect.height - size.height) * alignment, width: size.width,
          height: size.height)
        offset += size.width + gap
      }
      place(node, in: frame, axis: axis)
    }
  }
}
