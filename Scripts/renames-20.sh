#!/usr/bin/env bash
# Issue 20, item 4: the mechanical part of the API renames (STYLE.md §2 "Naming").
#
# Idempotent: every substitution matches only the old spelling, so running the script again on
# its own output (or on a tree merged with other branches) changes nothing it already changed.
# Run from the package root:
#
#     Scripts/renames-20.sh
#
# Hand-made API changes (signatures, new types) are separate commits; this script only rewrites
# spellings and renames files. The UIKit double (a module named `UIKit`) speaks Apple's API
# (`UICollectionViewFlowLayout.scrollDirection`), so the double is left alone, and its own tests
# keep UIKit's `scrollDirection`.
set -euo pipefail
cd "$(dirname "$0")/.."

roots=(Sources Tests Benchmarks/Sources Benchmarks/Benchmarks README.md Docs Benchmarks/README.md
  Benchmarks/LAYOUT.md)

# Every *.swift and *.md file under the roots, skipping build products and the UIKit double.
files() {
  local existing=()
  for root in "${roots[@]}"; do [[ -e $root ]] && existing+=("$root"); done
  find "${existing[@]}" -type d \( -name .build -o -name .swiftpm \) -prune -o -type f \
    \( -name '*.swift' -o -name '*.md' \) -print |
    grep -v -E '(^|/)(Sources|Tests)/UIKitDouble/' |
    grep -v -E '^Scripts/' || true
}

mapfile -t targets < <(files)

perl -0777 -pi -e '
  # 3. Names that say what they are.
  s/\bCollectionPresenter/ListPresenter/g;            # drives tables too
  s/\bUIStackViewHost/StackViewHost/g;                # the UI prefix is Apple'"'"'s
  s/\bHeadlessSnapshotting\b/HeadlessSnapshotProviding/g;  # a protocol, not a strategy
  s/\bListPaginator\.Distance\b/ListTriggerDistance/g;     # shared by paginator and prefetcher

  # 2. `axis` for every ScrollDirection; lengths for header and footer sizes.
  #    UIKit'"'"'s flow layout keeps its own `scrollDirection`: bind it as `flow` first.
  s/case let layout as UICollectionViewFlowLayout:(\s*)layout\.scrollDirection/case let flow as UICollectionViewFlowLayout:$1flow.scrollDirection/g;
  #    The tests of the double (Tests/UIKitDoubleTests, TrellisUIKitTests/Double*) may set it too.
  s/(?<!flow\.)(?<!flowLayout\.)\bscrollDirection\b/axis/g
    unless $ARGV =~ m{UIKitDoubleTests/|/Double[^/]*\.swift$|UIStackViewDoubleTests};
  s/\bGridGroupDirection\b/GridGroupAxis/g;          # GridSection(groupAxis:) is a hand edit
  s/\bheaderHeight\b/headerLength/g;
  s/\bfooterHeight\b/footerLength/g;

  # 1. Identity labels: ListSection(id:) like ListItem(id:), SectionPresenter(id:), ItemHolder(id:).
  s/\bListSection\/init\(_:/ListSection\/init(id:/g;
  s/``init\(_:(_:)?header:footer:/``init(id:$1header:footer:/g;
  s/\bListSection\(_:/ListSection(id:/g;
  s/\bListSection\((?!\s*(?:id:|source:|\)))(\s*)/ListSection(${1}id: /g;

  # 4. One configuration style for plugins: flat parameters (ListCarousel took a struct).
  s/(\bListCarousel\(\s*sectionID:\s*[^,()]*(?:\([^()]*\))?,\s*)configuration:\s*(?:ListCarousel\.Configuration|\.init)(\(\s*((?:[^()]++|(?2))*?)\s*\))/$1$3/g;
  s/\b(ListCarousel(?:\/init)?)\(sectionID:configuration:clock:\)/$1(sectionID:itemLength:spacing:sectionInsetLeading:sectionInsetTrailing:alignment:isLooping:isInfinite:autoRollInterval:clock:)/g;
  s/``ListCarousel\/Configuration-swift\.struct\/(\w+)``/``ListCarousel\/$1``/g;
  s/(\bcarousel\??)\.configuration\.(itemLength|spacing|sectionInsetLeading|sectionInsetTrailing|alignment|isLooping|isInfinite|autoRollInterval)\b/$1.$2/g;

  # 6. Events are named for what happened, subject first (`on…` is for item hooks).
  s/\bonLoadPage\b/pageRequested/g;
  s/\bonRefresh\b/refreshRequested/g;
  s/\bonPrefetch\b/prefetchRequested/g;
  s/\bonCancel\b(?!:)/prefetchCancelled/g;   # not withTaskCancellationHandler(operation:onCancel:)

  # 7. The awaiting form of apply has its own name.
  s/\bapply\(_:animated:\)/applyAndWait(_:animated:)/g;
  s/(\bawait\s+(?:\w+(?:\?|!|\(\))?\.)+)apply\(/${1}applyAndWait(/g;
  s/\bawait\s+apply\(/await applyAndWait(/g;
' "${targets[@]}"

# Files whose name holds an old name.
rename_files() {
  local old=$1 new=$2
  { git ls-files | grep -E "(^|/)[^/]*${old}[^/]*$" || true; } |
    while read -r path; do
      dir=$(dirname "$path")
      base=$(basename "$path")
      git mv "$path" "$dir/${base//$old/$new}"
    done
}
rename_files CollectionPresenter ListPresenter
rename_files UIStackViewHost StackViewHost
rename_files HeadlessSnapshotting HeadlessSnapshotProviding
