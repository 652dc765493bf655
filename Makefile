# Two entry points (see README): `make run` and `make test`.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: run test bench glossary clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(STAMP): $(BIN)/python pyproject.toml
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	@# JupyterLab in this venv does not ask a classroom whether to fetch news
	mkdir -p $(VENV)/share/jupyter/lab/settings
	echo '{"@jupyterlab/apputils-extension:notification": {"fetchNews": "false"}}' \
		> $(VENV)/share/jupyter/lab/settings/overrides.json
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/junta lab

test: $(STAMP)
	@# four workers on two cores, whole files each, the longest first (conftest.py): many tests wait on a browser, a killed server or a subprocess
	$(BIN)/python -m pytest -n 4 --dist loadfile --no-loadscope-reorder --nbval-lax tests notebooks

bench: $(STAMP)
	$(BIN)/python -m pip install --quiet open-spiel
	$(BIN)/python benchmarks/playouts.py
	$(BIN)/python benchmarks/glossary.py

glossary: $(STAMP)
	$(BIN)/junta glossary build

clean:
	rm -rf $(VENV)
