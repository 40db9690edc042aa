extension FlexContainer {
  /// Distributes the lines over the cross axis (`alignContent`, only when
  /// wrapping) and finds each line's baseline.
  func alignLines(_ lines: UnsafeMutableBufferPointer<FlexLine>, totalCross: Double, crossGap: Double) {
    var lead = 0.0
    var extraPerLine = 0.0
    var betweenLines = 0.0
    if style.wrap != .noWrap, !innerCross.isNaN {
      let remaining = innerCross - totalCross
      let count = Double(lines.count)
      switch style.alignContent {
      case .flexEnd: lead = remaining
      case .center: lead = remaining / 2
      case .stretch: if remaining > 0 { extraPerLine = remaining / count }
      case .spaceBetween: if remaining > 0 && lines.count > 1 { betweenLines = remaining / (count - 1) }
      case .spaceAround:
        if remaining > 0 {
          lead = remaining / (2 * count)
          betweenLines = remaining / count
        }
      case .spaceEvenly:
        if remaining > 0 {
          lead = remaining / (count + 1)
          betweenLines = lead
        }
      default: break
      }
    }
    var position = flow(edges, main: false).start + lead
    for index in lines.indices {
      if style.wrap != .noWrap { lines[index].crossSize += extraPerLine }
      var maxAscent = 0.0
      var maxDescent = 0.0
      for child in items(of: lines[index]) where FlexLayout.align(child, in: node) == .baseline {
        let margin = flow(margins(child), main: false)
        let ascent = FlexLayout.baseline(of: child) + margin.start
        maxAscent = max(maxAscent, ascent)
        maxDescent = max(maxDescent, crossSize(child) + margin.start + margin.end - ascent)
      }
      lines[index].maxAscent = maxAscent
      if style.wrap != .noWrap { lines[index].crossSize = max(lines[index].crossSize, maxAscent + maxDescent) }
      lines[index].crossStart = position
      position += lines[index].crossSize + betweenLines + crossGap
    }
  }

  /// Aligns each item on the cross axis within its line, stretches it
  /// where asked, and sets its physical frame.
  func place(_ lines: UnsafeMutableBufferPointer<FlexLine>, containerMain: Double, containerCross: Double) {
    for line in lines {
      for child in items(of: line) {
        let styleMargins = flow(child.sharedStyle.style.margin, main: false)
        let margin = flow(margins(child), main: false)
        var childCross = crossSize(child)
        let start = line.crossStart
        let space = line.crossSize
        var position: Double
        if styleMargins.start == .auto && styleMargins.end == .auto {
          position = start + (space - childCross) / 2
        } else if styleMargins.start == .auto {
          position = start + space - childCross - margin.end
        } else if styleMargins.end == .auto {
          position = start + margin.start
        } else {
          switch FlexLayout.align(child, in: node) {
          case .stretch:
            if FlexLayout.size(child, row: !isRow).resolved(against: innerCross.nilIfNaN) == nil {
              let target = FlexLayout.bound(
                child, row: !isRow, space - margin.start - margin.end, owner: innerCross,
                paddingAndBorder: child.itemPaddingAndBorderCross)
              if target != childCross { stretch(child, cross: target) }
              childCross = target
            }
            position = start + margin.start
          case .center: position = start + margin.start + (space - childCross - margin.start - margin.end) / 2
          case .flexEnd: position = start + space - childCross - margin.end
          case .baseline: position = start + line.maxAscent - FlexLayout.baseline(of: child)
          default: position = start + margin.start
          }
        }
        let mainPosition = child.mainPosition
        let physicalMain = style.direction.isReverse ? containerMain - mainPosition - mainSize(child) : mainPosition
        let physicalCross = style.wrap == .wrapReverse ? containerCross - position - childCross : position
        child.frame.x = isRow ? physicalMain : physicalCross
        child.frame.y = isRow ? physicalCross : physicalMain
        let inset = child.sharedStyle.style.position
        if let left = inset.left.resolved(against: innerWidth.nilIfNaN) {
          child.frame.x += left
        } else if let right = inset.right.resolved(against: innerWidth.nilIfNaN) {
          child.frame.x -= right
        }
        if let top = inset.top.resolved(against: innerHeight.nilIfNaN) {
          child.frame.y += top
        } else if let bottom = inset.bottom.resolved(against: innerHeight.nilIfNaN) {
          child.frame.y -= bottom
        }
      }
    }
  }

  /// Lays a child out again with an exact cross size.
  private func stretch(_ child: LayoutNode, cross: Double) {
    let margin = margins(child)
    let size = FlexLayout.layout(
      child,
      availableWidth: isRow ? child.frame.width + margin.left + margin.right : cross + margin.left + margin.right,
      widthMode: .exactly,
      availableHeight: isRow ? cross + margin.top + margin.bottom : child.frame.height + margin.top + margin.bottom,
      heightMode: .exactly, ownerWidth: innerWidth, ownerHeight: innerHeight, perform: true)
    child.frame.width = size.width
    child.frame.height = size.height
  }
}
