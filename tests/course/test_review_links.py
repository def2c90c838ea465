"""The review's links to the notebooks to read again open them in the course and in the
JupyterLite site, which names a file several folders share with its folder in front (issue 21)."""

from wonderlab.course.review import Review

from .test_ladder import attempt
from .test_review import right_and_wrong


def _score_links(folder, monkeypatch):
    monkeypatch.chdir(folder)
    review = Review("classic", seed=1)
    for question in review.questions:          # every answer wrong: every rule's notebook is linked
        attempt(question, right_and_wrong(question)[1])
    html = review.show_score()
    return review.score()[2], html


def test_the_links_name_the_course_files(tmp_path, monkeypatch):
    for name in ("01-goal-and-scoring.ipynb", "09-science.ipynb"):
        (tmp_path / name).write_text("{}")
    missed, html = _score_links(tmp_path, monkeypatch)
    assert 'href="01-goal-and-scoring.ipynb"' in html and "01-goal-and-scoring.ipynb" in missed


def test_in_the_lite_site_the_links_follow_its_file_names(tmp_path, monkeypatch):
    for name in ("classic-01-goal-and-scoring.ipynb", "classic-09-science.ipynb", "04-trading.ipynb"):
        (tmp_path / name).write_text("{}")
    missed, html = _score_links(tmp_path, monkeypatch)
    assert 'href="classic-01-goal-and-scoring.ipynb"' in html and 'href="04-trading.ipynb"' in html
    assert ">01-goal-and-scoring.ipynb</a>" in html     # the words stay the course's name


def test_the_last_reviews_links_follow_the_lite_sites_names_in_each_games_folder(tmp_path, monkeypatch):
    from wonderlab.course.differences import Differences

    for folder in ("classic", "duel", "architects"):
        (tmp_path / folder).mkdir()
    (tmp_path / "duel" / "duel-01-goal-and-scoring.ipynb").write_text("{}")
    (tmp_path / "classic" / "07-an-age.ipynb").write_text("{}")
    monkeypatch.chdir(tmp_path)
    review = Differences(seed=1)
    for question in review.questions:          # every answer wrong: every topic's notebook is linked
        attempt(question, next(label for label, reason in question.options if reason))
    html = review.show_score()
    assert 'href="duel/duel-01-goal-and-scoring.ipynb"' in html and 'href="classic/07-an-age.ipynb"' in html
    assert ">duel/01-goal-and-scoring.ipynb</a>" in html
