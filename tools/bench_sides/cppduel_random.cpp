// Uniform-random games of indjev99/7-Wonders-Duel-AI's C++ engine, counted in CPU seconds, to set
// beside ``wonderlab bench duel`` (issue 41). The engine is not part of wonderlab; build this file
// against its sources (the command is in this folder's README.md):
//   two AgentUniform players and a RevealerUniform over its GameRunner, game after game, for
//   ``seconds`` of this process's CPU (std::clock); prints ``games_per_s=...`` last.
#include "agents/agent_uniform.h"
#include "system/game_runner.h"
#include "system/revealer_uniform.h"
#include "utils/random.h"

#include <cstdio>
#include <cstdlib>
#include <ctime>

int main(int argc, char** argv)
{
    double seconds = argc > 1 ? std::atof(argv[1]) : 10.0;
    setSeed(0);
    AgentUniform first, second;
    RevealerUniform revealer;
    GameRunner runner(&revealer, {&first, &second});
    long games = 0, wins = 0;
    std::clock_t started = std::clock();
    double cpu = 0;
    while (cpu < seconds)
    {
        wins += runner.playGame() > 0;
        games++;
        cpu = double(std::clock() - started) / CLOCKS_PER_SEC;
    }
    std::printf("indjev99 7-Wonders-Duel-AI (g++ -O3), uniform random: %ld games in %.2f s of CPU (%ld won by the first)\n",
                games, cpu, wins);
    std::printf("games_per_s=%.1f\n", games / cpu);
}
