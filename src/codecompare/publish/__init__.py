"""Publishing: the Datasette instance (views, FTS, metadata, plugin pages).

- ``prepare.run(db)``: the corpus-level pass that creates the views and precomputed tables the
  pages read (re-run after every ingest, idempotent).
- ``serve.serve(db_path)``: runs Datasette 0.65 read-only on a built database.
- ``plugin``: the Datasette plugin (entry point ``codecompare``): section, compare, findings,
  graph and search pages.
"""
