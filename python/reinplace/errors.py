"""The exception the package raises for a graph it cannot take."""


class ReinplaceError(Exception):
    """A graph reinplace cannot take, or an input it cannot describe.

    Attributes:
        message: what is wrong, without a location.
        node: the name of the FX node it concerns, or None when it concerns no single node.
        line, column: where in the graph text the package wrote (reinplace.annotated_text) the C++
            side found it; 0 when the package found it before writing any text.
        source_line: that line of the text, or None.
    """

    def __init__(self, message, node=None, line=0, column=0, source_line=None):
        self.message = message
        self.node = node
        self.line = line
        self.column = column
        self.source_line = source_line
        where = f"at node {node}: " if node else ""
        text = f"{where}{message}"
        if source_line:
            text += f"\n  line {line}: {source_line.strip()}"
        super().__init__(text)
