#!/usr/bin/env python3
"""Makes a Fillomino puzzle with large regions, as in tests/data/fillomino-large-regions.txt (puzzles 6-8).

  fillomino_large_regions.py SEED SIDE SECONDS > puzzle.txt     (uses build/bin/puzzlesmith-cli)

Grows a random SIDE x SIDE solution, the large regions first (up to 128 squares from 40x40 on), then empties
each large region down to one given where the puzzle stays unique, then empties squares in groups (halving a
group that breaks uniqueness) for SECONDS. Uniqueness is what `puzzlesmith-cli solve --type fillomino` says.
Puzzles 1-5 (9x9) were made the same way from regions of 15, 11 and 10, one square at a time.
"""
import random, sys, subprocess, time
import os
B=os.environ.get('PUZZLESMITH_CLI', 'build/bin/puzzlesmith-cli')
seed=int(sys.argv[1]); R=C=int(sys.argv[2]); budget=float(sys.argv[3]); rnd=random.Random(seed)
big=[128,100,90,80,70,64,50,45,40,35,30,25,20,18,16,15,14,13,12,11,10] if R>=40 else [40,30,20,15,12,11,10]
def nbs(c):
    r,k=divmod(c,C); out=[]
    if r>0: out.append(c-C)
    if k>0: out.append(c-1)
    if k<C-1: out.append(c+1)
    if r<R-1: out.append(c+C)
    return out
def make():
    reg=[-1]*(R*C); sizes=[]
    def grow(start,size):
        rid=len(sizes)
        def ok(n):
            return reg[n]==-1 and all(reg[m]==-1 or reg[m]==rid or sizes[reg[m]]!=size for m in nbs(n))
        if not ok(start): return False
        cells=[start]; reg[start]=rid; fr=set(nbs(start))
        while len(cells)<size:
            cand=[n for n in fr if ok(n)]
            if not cand: break
            n=rnd.choice(cand); reg[n]=rid; cells.append(n); fr.update(nbs(n))
        if len(cells)!=size:
            for c in cells: reg[c]=-1
            return False
        sizes.append(size); return True
    for s in big:
        while not grow(rnd.randrange(R*C),s): pass
    for c0 in range(R*C):
        while reg[c0]==-1:
            for s in rnd.sample([1,2,3,4,5,6,7,8,9],9):
                if grow(c0,s): break
            else:
                # trapped: join a neighbouring region of size < 10
                ns=[reg[m] for m in nbs(c0) if reg[m]>=0 and sizes[reg[m]]<10]
                def fits(rid):
                    cells=[c for c in range(R*C) if reg[c]==rid]+[c0]
                    return all(reg[m]<0 or reg[m]==rid or sizes[reg[m]]!=sizes[rid]+1 for c in cells for m in nbs(c))
                ns=[r for r in ns if fits(r)]
                if not ns: return None
                rid=rnd.choice(ns); reg[c0]=rid; sizes[rid]+=1
    val=[sizes[reg[c]] for c in range(R*C)]
    for c in range(R*C):
        for n in nbs(c):
            if val[c]==val[n] and reg[c]!=reg[n]: return None
    return val,reg
tries=0
while True:
    tries+=1; print('try',tries,file=sys.stderr,flush=True)
    m=make()
    if m: break
val,reg=m
def text(v): return f"{R} {C}\n"+'\n'.join(' '.join(v[r*C:(r+1)*C]) for r in range(R))+'\n'
def count(v, tl='20'):
    t=time.time(); p=subprocess.run([B,'solve','--type','fillomino','--time-limit',tl,'-'],input=text(v),capture_output=True,text=True)
    for l in p.stdout.split('\n'):
        if l.startswith('solutions='): return int(l.split('=')[1]),time.time()-t
    return None,time.time()-t
cur=[str(x) for x in val]
regs={}
for c in range(R*C): regs.setdefault(reg[c],[]).append(c)
for rid,cells in regs.items():
    if len(cells)<10: continue
    keep=rnd.choice(cells); t=cur[:]
    for c in cells:
        if c!=keep: t[c]='-'
    n,dt=count(t)
    if n==1: cur=t
print("big regions blanked", sum(1 for c in range(R*C) if cur[c]=='-'), file=sys.stderr)
start=time.time()
order=[c for c in range(R*C) if cur[c]!='-']; rnd.shuffle(order)
# remove in groups of g, halving on failure
i=0; g=32
while i<len(order) and time.time()-start<budget:
    grp=order[i:i+g]; t=cur[:]
    for c in grp: t[c]='-'
    n,dt=count(t,'10')
    if n==1: cur=t; i+=len(grp); g=min(g*2,64)
    elif g>1: g//=2
    else: i+=1
print(text(cur),end='')
print("empty",cur.count('-'),"of",R*C,file=sys.stderr)
