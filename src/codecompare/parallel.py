"""Run the per-document stages (structure, extract) on worker processes or a Dask cluster.

The database has one writer, the main process; workers are pure functions from a ``Task``
(the decoded ``SourceText`` and its ``DocumentMeta``) to an ``ExtractedDocument`` or, for
``build``, straight to the rows it writes (``store.PreparedDocument``: plain tuples, cheap to
send back, leaving the writer nothing but inserts). Results come back in manifest order whatever order workers finish in,
so ``--jobs 4`` and ``--dask`` write exactly the rows ``--jobs 1`` writes. Work is submitted
through a bounded window: at most a few documents per worker are read, in flight or waiting to
be written at any time, so memory stays flat however long the manifest is.

Workers receive the text itself rather than a path, so a Dask cluster needs no shared
filesystem, only the same ``codecompare`` installed on every worker.
"""
from __future__ import annotations

import gc
import logging
import multiprocessing
import threading
from collections import deque
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from itertools import islice
from typing import Callable, Iterable, Iterator, TypeVar

from . import store
from .errors import InputError
from .model import DocumentMeta, ExtractedDocument, SourceText
from .read import read_source

# Documents in flight per worker: enough to hide the round trip, few enough to keep memory flat.
WINDOW_PER_WORKER = 4
# Allocations between two young-generation collections while a batch runs (Python's default is
# 700): extraction allocates millions of short-lived objects, few of them in cycles, and the
# collector's passes over them cost 4-5 % of a build (benchmarks/bench_extract.py --ingest, same
# window, same peak memory).
BATCH_GC_GEN0 = 50_000
DASK_BATCH = 64
DASK_CONNECT_TIMEOUT = "20s"
R = TypeVar("R")


@dataclass(frozen=True)
class Task:
    source: SourceText
    meta: DocumentMeta
    display_path: str | None = None  # the path rows name (manifest-relative); default source.path


_local = threading.local()


def worker_nlp():
    """One spaCy pipeline per worker thread, built on first use and kept for every document.

    Dask workers may run several threads in one process; spaCy pipelines are not documented as
    thread-safe, so each thread builds its own (a process pool has one thread per process).
    """
    nlp = getattr(_local, "nlp", None)
    if nlp is None:
        from .nlp import build_nlp

        fresh = getattr(build_nlp, "__wrapped__", build_nlp)  # bypass the per-process cache
        nlp = _local.nlp = build_nlp() if threading.current_thread() is threading.main_thread() else fresh()
    return nlp


def run_task(task: Task) -> ExtractedDocument:
    """The per-document stages for one document (runs on a worker; touches no database)."""
    from .pipeline import process_document

    return process_document(task.source, task.meta, nlp=worker_nlp())


def prepare_task(task: Task) -> store.PreparedDocument:
    """``run_task`` and the rows it writes, so only plain tuples travel back to the writer."""
    return store.prepare_document(run_task(task), task.display_path or task.source.path)


def reread(path, sha256: str) -> SourceText:
    """Read a file a second time for processing; it must still be the text that was validated."""
    log = logging.getLogger("codecompare.read")
    level = log.level
    log.setLevel(logging.ERROR)  # its decoding warnings were reported by the validation pass
    try:
        src = read_source(path)
    finally:
        log.setLevel(level)
    if src.sha256 != sha256:
        raise InputError(str(path), "changed while the build was running; run the build again")
    return src


def extract_ordered(tasks: Iterable[Task], jobs: int = 1, dask_address: str | None = None) -> Iterator[ExtractedDocument]:
    """Results of ``run_task`` for every task, in the order of ``tasks``."""
    return ordered(run_task, tasks, jobs, dask_address)


def prepare_ordered(tasks: Iterable[Task], jobs: int = 1, dask_address: str | None = None) -> Iterator[store.PreparedDocument]:
    """Results of ``prepare_task`` (rows ready to write) for every task, in the order of ``tasks``."""
    return ordered(prepare_task, tasks, jobs, dask_address)


def ordered(fn: Callable[[Task], R], tasks: Iterable[Task], jobs: int = 1, dask_address: str | None = None) -> Iterator[R]:
    """``fn(task)`` for every task, in the order of ``tasks``: here, on a process pool or on Dask."""
    if dask_address:
        return _dask_ordered(fn, tasks, dask_address)
    if jobs <= 1:
        return (fn(t) for t in tasks)
    return _pool_ordered(fn, tasks, jobs)


def _pool_ordered(fn, tasks: Iterable[Task], jobs: int) -> Iterator:
    # fork: workers start in milliseconds and inherit the imported modules; the main process
    # has started no threads at this point (spawn would re-import spaCy in every worker).
    forking = "fork" in multiprocessing.get_all_start_methods()
    ctx = multiprocessing.get_context("fork" if forking else "spawn")
    if forking:
        # Built once here, inherited by every forked worker: each worker building its own
        # cost ~1.4 s of CPU apiece for the same object.
        worker_nlp()
    window = jobs * WINDOW_PER_WORKER
    with ProcessPoolExecutor(max_workers=jobs, mp_context=ctx, initializer=_warm_worker) as pool:
        pending: deque = deque()
        it = iter(tasks)
        try:
            for task in islice(it, window):
                pending.append(pool.submit(fn, task))
            while pending:
                result = pending.popleft().result()  # re-raises a worker's exception here, in order
                nxt = next(it, None)
                if nxt is not None:
                    pending.append(pool.submit(fn, nxt))
                yield result
        finally:  # the caller failed or stopped early: do not finish work nobody will write
            for fut in pending:
                fut.cancel()


@contextmanager
def batch_gc():
    """Fewer cyclic collections while a batch of documents is processed; the thresholds the
    process had are restored afterwards (forked workers inherit the raised ones)."""
    old = gc.get_threshold()
    _raise_gc_threshold()
    try:
        yield
    finally:
        gc.set_threshold(*old)


def _raise_gc_threshold() -> None:
    gen0, gen1, gen2 = gc.get_threshold()
    gc.set_threshold(max(BATCH_GC_GEN0, gen0), gen1, gen2)


def _warm_worker() -> None:
    _raise_gc_threshold()  # (a spawned worker starts from the default)
    worker_nlp()


def _batches(tasks: Iterable[Task], size: int) -> Iterator[list[Task]]:
    it = iter(tasks)
    while batch := list(islice(it, size)):
        yield batch


def _dask_ordered(fn, tasks: Iterable[Task], address: str) -> Iterator:
    try:
        from distributed import Client, as_completed
    except ImportError:  # pragma: no cover - depends on the optional extra
        raise InputError(address, "--dask needs the optional extra: pip install 'codecompare[dask]'") from None
    try:
        client = Client(address, timeout=DASK_CONNECT_TIMEOUT)
    except OSError as exc:
        raise InputError(address, f"cannot reach the Dask scheduler: {exc}") from None
    try:
        # Two batches in flight: the cluster works on the next while we write the current one.
        pending: deque = deque()
        for batch in _batches(tasks, DASK_BATCH):
            pending.append(client.map(fn, batch, pure=False))
            if len(pending) >= 2:
                yield from _collect(pending.popleft(), as_completed)
        while pending:
            yield from _collect(pending.popleft(), as_completed)
    finally:
        client.close()


def _collect(futures: list, as_completed) -> Iterator[ExtractedDocument]:
    index = {f.key: i for i, f in enumerate(futures)}
    results: list = [None] * len(futures)
    for fut in as_completed(futures):
        results[index[fut.key]] = fut.result()  # a worker's exception is raised here
        fut.release()
    del futures
    yield from results
