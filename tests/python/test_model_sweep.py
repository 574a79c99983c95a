"""tools/model_sweep.py's account of a check that did not finish: a process the kernel killed
for memory (mvit_v2_s beside the sweep's own process) is named as such, not as an empty error."""
import subprocess

import model_sweep


def test_a_killed_check_names_the_signal_and_the_likely_cause():
    killed = subprocess.run(["bash", "-c", "kill -9 $$"], capture_output=True, text=True)
    text = model_sweep.failure_text(killed)
    assert text.startswith("ended by signal 9 (SIGKILL)")
    assert "out-of-memory killer" in text


def test_an_exit_status_keeps_its_message():
    failed = subprocess.run(["bash", "-c", "echo 'x.fx:3:5: error: too big' >&2; exit 2"],
                            capture_output=True, text=True)
    assert model_sweep.failure_text(failed) == "exit 2: x.fx:3:5: error: too big"


def test_a_signal_other_than_a_kill_blames_no_memory():
    ended = subprocess.run(["bash", "-c", "kill -15 $$"], capture_output=True, text=True)
    text = model_sweep.failure_text(ended)
    assert text == "ended by signal 15 (SIGTERM)"
