"""How pages name a clause: like the contract's citation targets, never nested parentheses."""
from codecompare.publish.markup import clause_cite


def test_general_code_labels_read_like_citations():
    assert clause_cite("370-7", "G") == "§ 370-7(G)"
    assert clause_cite("308-8", "C(1)") == "§ 308-8(C)(1)"
    assert clause_cite("308-7", "E(1)(b)[1]") == "§ 308-7(E)(1)(b)[1]"


def test_parenthesised_labels_and_unnumbered_sections():
    assert clause_cite("1022.03", "(b)") == "§ 1022.03(b)"
    assert clause_cite("12-112", "(c)(4)") == "§ 12-112(c)(4)"
    assert clause_cite(None, "B") == "(B)"
    assert clause_cite("370-12", None) == "§ 370-12"
    assert clause_cite(None, None) == ""
