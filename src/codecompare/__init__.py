"""codecompare: municipal ordinances as a structured, comparable legal corpus."""
__version__ = "0.1.0"
